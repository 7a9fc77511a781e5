from enum import StrEnum

class LocquemareStartConflictType(StrEnum):
    STARTCONFLICT = "StartConflict"

    def __str__(self) -> str:
        return str(self.value)
