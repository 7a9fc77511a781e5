from enum import StrEnum

class LocquemareConflictStartedEventType(StrEnum):
    CONFLICTSTARTED = "ConflictStarted"

    def __str__(self) -> str:
        return str(self.value)
