from enum import StrEnum

class LocquemareRevealSecretAffordanceType(StrEnum):
    REVEALSECRET = "RevealSecret"

    def __str__(self) -> str:
        return str(self.value)
