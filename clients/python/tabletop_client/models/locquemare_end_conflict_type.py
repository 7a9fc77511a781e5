from enum import StrEnum

class LocquemareEndConflictType(StrEnum):
    ENDCONFLICT = "EndConflict"

    def __str__(self) -> str:
        return str(self.value)
