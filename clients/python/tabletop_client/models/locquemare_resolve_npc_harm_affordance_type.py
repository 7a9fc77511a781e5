from enum import StrEnum

class LocquemareResolveNpcHarmAffordanceType(StrEnum):
    RESOLVENPCHARM = "ResolveNpcHarm"

    def __str__(self) -> str:
        return str(self.value)
