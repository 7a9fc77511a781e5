from enum import StrEnum

class LocquemareNpcRevealedEventType(StrEnum):
    NPCREVEALED = "NpcRevealed"

    def __str__(self) -> str:
        return str(self.value)
