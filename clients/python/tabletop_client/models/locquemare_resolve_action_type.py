from enum import StrEnum

class LocquemareResolveActionType(StrEnum):
    RESOLVEACTION = "ResolveAction"

    def __str__(self) -> str:
        return str(self.value)
