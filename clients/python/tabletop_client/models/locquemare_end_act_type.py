from enum import StrEnum

class LocquemareEndActType(StrEnum):
    ENDACT = "EndAct"

    def __str__(self) -> str:
        return str(self.value)
