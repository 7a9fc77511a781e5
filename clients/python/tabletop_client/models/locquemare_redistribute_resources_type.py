from enum import StrEnum

class LocquemareRedistributeResourcesType(StrEnum):
    REDISTRIBUTERESOURCES = "RedistributeResources"

    def __str__(self) -> str:
        return str(self.value)
