from enum import StrEnum

class LocquemareAdjustResourcesAffordanceType(StrEnum):
    ADJUSTRESOURCES = "AdjustResources"

    def __str__(self) -> str:
        return str(self.value)
