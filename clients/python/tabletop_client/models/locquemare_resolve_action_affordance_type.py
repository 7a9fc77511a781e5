from enum import StrEnum

class LocquemareResolveActionAffordanceType(StrEnum):
    RESOLVEACTION = "ResolveAction"

    def __str__(self) -> str:
        return str(self.value)
