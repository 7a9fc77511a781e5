from enum import StrEnum

class LocquemareResourcesRedistributedEventType(StrEnum):
    RESOURCESREDISTRIBUTED = "ResourcesRedistributed"

    def __str__(self) -> str:
        return str(self.value)
