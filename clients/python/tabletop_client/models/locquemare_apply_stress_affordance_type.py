from enum import StrEnum

class LocquemareApplyStressAffordanceType(StrEnum):
    APPLYSTRESS = "ApplyStress"

    def __str__(self) -> str:
        return str(self.value)
