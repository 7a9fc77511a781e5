from enum import StrEnum

class LocquemareSecretsDrawnEventType(StrEnum):
    SECRETSDRAWN = "SecretsDrawn"

    def __str__(self) -> str:
        return str(self.value)
