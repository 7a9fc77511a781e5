from enum import StrEnum

class LocquemareEndActAffordanceType(StrEnum):
    ENDACT = "EndAct"

    def __str__(self) -> str:
        return str(self.value)
