from enum import StrEnum

class LocquemareResourcesRestoredEventType(StrEnum):
    RESOURCESRESTORED = "ResourcesRestored"

    def __str__(self) -> str:
        return str(self.value)
