from enum import StrEnum

class VoyagesRollConflictType(StrEnum):
    ROLLCONFLICT = "RollConflict"

    def __str__(self) -> str:
        return str(self.value)
