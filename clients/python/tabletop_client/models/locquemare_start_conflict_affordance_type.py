from enum import StrEnum

class LocquemareStartConflictAffordanceType(StrEnum):
    STARTCONFLICT = "StartConflict"

    def __str__(self) -> str:
        return str(self.value)
