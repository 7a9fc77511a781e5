from enum import StrEnum

class LocquemareConflictEndedEventType(StrEnum):
    CONFLICTENDED = "ConflictEnded"

    def __str__(self) -> str:
        return str(self.value)
