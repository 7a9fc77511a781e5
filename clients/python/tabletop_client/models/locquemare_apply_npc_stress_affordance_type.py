from enum import StrEnum

class LocquemareApplyNpcStressAffordanceType(StrEnum):
    APPLYNPCSTRESS = "ApplyNpcStress"

    def __str__(self) -> str:
        return str(self.value)
