from enum import StrEnum

class LocquemareAdjustResourcesType(StrEnum):
    ADJUSTRESOURCES = "AdjustResources"

    def __str__(self) -> str:
        return str(self.value)
