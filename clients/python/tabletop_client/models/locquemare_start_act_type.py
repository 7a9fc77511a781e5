from enum import StrEnum

class LocquemareStartActType(StrEnum):
    STARTACT = "StartAct"

    def __str__(self) -> str:
        return str(self.value)
