from enum import StrEnum

class VoyagesJoinConflictAffordanceType(StrEnum):
    JOINCONFLICT = "JoinConflict"

    def __str__(self) -> str:
        return str(self.value)
