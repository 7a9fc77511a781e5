from enum import StrEnum

class LocquemareAdjustApproachesAffordanceType(StrEnum):
    ADJUSTAPPROACHES = "AdjustApproaches"

    def __str__(self) -> str:
        return str(self.value)
