from enum import StrEnum

class VoyagesLeaveConflictType(StrEnum):
    LEAVECONFLICT = "LeaveConflict"

    def __str__(self) -> str:
        return str(self.value)
