from enum import StrEnum

class LocquemareSecretRevealedEventType(StrEnum):
    SECRETREVEALED = "SecretRevealed"

    def __str__(self) -> str:
        return str(self.value)
