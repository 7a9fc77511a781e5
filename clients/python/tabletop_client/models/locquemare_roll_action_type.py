from enum import StrEnum

class LocquemareRollActionType(StrEnum):
    ROLLACTION = "RollAction"

    def __str__(self) -> str:
        return str(self.value)
