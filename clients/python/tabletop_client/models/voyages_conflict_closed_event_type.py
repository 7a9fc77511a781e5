from enum import StrEnum

class VoyagesConflictClosedEventType(StrEnum):
    CONFLICTCLOSED = "ConflictClosed"

    def __str__(self) -> str:
        return str(self.value)
