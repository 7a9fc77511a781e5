from enum import StrEnum

class VoyagesLeaveConflictAffordanceType(StrEnum):
    LEAVECONFLICT = "LeaveConflict"

    def __str__(self) -> str:
        return str(self.value)
