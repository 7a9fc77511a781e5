from enum import StrEnum

class LocquemareResourcesAdjustedEventType(StrEnum):
    RESOURCESADJUSTED = "ResourcesAdjusted"

    def __str__(self) -> str:
        return str(self.value)
