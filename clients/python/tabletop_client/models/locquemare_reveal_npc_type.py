from enum import StrEnum

class LocquemareRevealNpcType(StrEnum):
    REVEALNPC = "RevealNpc"

    def __str__(self) -> str:
        return str(self.value)
