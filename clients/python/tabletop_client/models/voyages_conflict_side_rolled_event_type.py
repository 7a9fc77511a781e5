from enum import StrEnum

class VoyagesConflictSideRolledEventType(StrEnum):
    CONFLICTSIDEROLLED = "ConflictSideRolled"

    def __str__(self) -> str:
        return str(self.value)
