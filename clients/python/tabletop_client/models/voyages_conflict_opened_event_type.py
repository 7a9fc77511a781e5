from enum import StrEnum

class VoyagesConflictOpenedEventType(StrEnum):
    CONFLICTOPENED = "ConflictOpened"

    def __str__(self) -> str:
        return str(self.value)
