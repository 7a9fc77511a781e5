from enum import StrEnum

class LocquemareApplyNpcStressType(StrEnum):
    APPLYNPCSTRESS = "ApplyNpcStress"

    def __str__(self) -> str:
        return str(self.value)
