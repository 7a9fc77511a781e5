from enum import StrEnum

class LocquemareEndConflictAffordanceType(StrEnum):
    ENDCONFLICT = "EndConflict"

    def __str__(self) -> str:
        return str(self.value)
