from enum import StrEnum

class LocquemareApplyStressType(StrEnum):
    APPLYSTRESS = "ApplyStress"

    def __str__(self) -> str:
        return str(self.value)
