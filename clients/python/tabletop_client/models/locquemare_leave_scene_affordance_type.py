from enum import StrEnum

class LocquemareLeaveSceneAffordanceType(StrEnum):
    LEAVESCENE = "LeaveScene"

    def __str__(self) -> str:
        return str(self.value)
