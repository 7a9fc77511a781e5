from enum import StrEnum

class VoyagesJoinConflictType(StrEnum):
    JOINCONFLICT = "JoinConflict"

    def __str__(self) -> str:
        return str(self.value)
