from enum import StrEnum

class LocquemareRevealKeyAffordanceType(StrEnum):
    REVEALKEY = "RevealKey"

    def __str__(self) -> str:
        return str(self.value)
