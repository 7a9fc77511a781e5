from enum import StrEnum

class LocquemareDrawSecretsAffordanceType(StrEnum):
    DRAWSECRETS = "DrawSecrets"

    def __str__(self) -> str:
        return str(self.value)
