from enum import StrEnum

class VoyagesOpenConflictAffordanceType(StrEnum):
    OPENCONFLICT = "OpenConflict"

    def __str__(self) -> str:
        return str(self.value)
