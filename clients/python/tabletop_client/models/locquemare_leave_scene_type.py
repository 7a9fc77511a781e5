from enum import StrEnum

class LocquemareLeaveSceneType(StrEnum):
    LEAVESCENE = "LeaveScene"

    def __str__(self) -> str:
        return str(self.value)
