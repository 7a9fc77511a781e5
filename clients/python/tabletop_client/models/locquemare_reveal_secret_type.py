from enum import StrEnum

class LocquemareRevealSecretType(StrEnum):
    REVEALSECRET = "RevealSecret"

    def __str__(self) -> str:
        return str(self.value)
