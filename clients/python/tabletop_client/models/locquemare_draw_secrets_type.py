from enum import StrEnum

class LocquemareDrawSecretsType(StrEnum):
    DRAWSECRETS = "DrawSecrets"

    def __str__(self) -> str:
        return str(self.value)
