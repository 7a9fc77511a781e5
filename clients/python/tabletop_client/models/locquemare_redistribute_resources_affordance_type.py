from enum import StrEnum

class LocquemareRedistributeResourcesAffordanceType(StrEnum):
    REDISTRIBUTERESOURCES = "RedistributeResources"

    def __str__(self) -> str:
        return str(self.value)
