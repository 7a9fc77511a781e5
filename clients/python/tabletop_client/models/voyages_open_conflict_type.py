from enum import StrEnum

class VoyagesOpenConflictType(StrEnum):
    OPENCONFLICT = "OpenConflict"

    def __str__(self) -> str:
        return str(self.value)
