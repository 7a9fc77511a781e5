from enum import StrEnum

class VoyagesEndConflictAffordanceType(StrEnum):
    ENDCONFLICT = "EndConflict"

    def __str__(self) -> str:
        return str(self.value)
