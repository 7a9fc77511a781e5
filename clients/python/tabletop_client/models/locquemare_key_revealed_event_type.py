from enum import StrEnum

class LocquemareKeyRevealedEventType(StrEnum):
    KEYREVEALED = "KeyRevealed"

    def __str__(self) -> str:
        return str(self.value)
