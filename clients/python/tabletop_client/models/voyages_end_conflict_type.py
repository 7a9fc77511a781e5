from enum import StrEnum

class VoyagesEndConflictType(StrEnum):
    ENDCONFLICT = "EndConflict"

    def __str__(self) -> str:
        return str(self.value)
