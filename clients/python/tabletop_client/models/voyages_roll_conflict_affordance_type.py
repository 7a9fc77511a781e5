from enum import StrEnum

class VoyagesRollConflictAffordanceType(StrEnum):
    ROLLCONFLICT = "RollConflict"

    def __str__(self) -> str:
        return str(self.value)
