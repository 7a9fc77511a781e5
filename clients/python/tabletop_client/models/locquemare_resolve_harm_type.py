from enum import StrEnum

class LocquemareResolveHarmType(StrEnum):
    RESOLVEHARM = "ResolveHarm"

    def __str__(self) -> str:
        return str(self.value)
