from enum import StrEnum

class LocquemareTruthRevealedEventType(StrEnum):
    TRUTHREVEALED = "TruthRevealed"

    def __str__(self) -> str:
        return str(self.value)
