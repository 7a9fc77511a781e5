from enum import StrEnum

class LocquemareAdjustApproachesType(StrEnum):
    ADJUSTAPPROACHES = "AdjustApproaches"

    def __str__(self) -> str:
        return str(self.value)
