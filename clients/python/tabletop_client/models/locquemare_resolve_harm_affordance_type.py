from enum import StrEnum

class LocquemareResolveHarmAffordanceType(StrEnum):
    RESOLVEHARM = "ResolveHarm"

    def __str__(self) -> str:
        return str(self.value)
