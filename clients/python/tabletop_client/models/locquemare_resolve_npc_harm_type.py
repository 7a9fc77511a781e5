from enum import StrEnum

class LocquemareResolveNpcHarmType(StrEnum):
    RESOLVENPCHARM = "ResolveNpcHarm"

    def __str__(self) -> str:
        return str(self.value)
