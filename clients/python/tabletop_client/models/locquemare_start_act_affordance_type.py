from enum import StrEnum

class LocquemareStartActAffordanceType(StrEnum):
    STARTACT = "StartAct"

    def __str__(self) -> str:
        return str(self.value)
