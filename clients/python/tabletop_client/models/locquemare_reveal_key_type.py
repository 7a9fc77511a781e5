from enum import StrEnum

class LocquemareRevealKeyType(StrEnum):
    REVEALKEY = "RevealKey"

    def __str__(self) -> str:
        return str(self.value)
