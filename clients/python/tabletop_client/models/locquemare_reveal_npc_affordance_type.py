from enum import StrEnum

class LocquemareRevealNpcAffordanceType(StrEnum):
    REVEALNPC = "RevealNpc"

    def __str__(self) -> str:
        return str(self.value)
