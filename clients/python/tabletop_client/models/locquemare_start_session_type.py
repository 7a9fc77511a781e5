from enum import StrEnum

class LocquemareStartSessionType(StrEnum):
    STARTSESSION = "StartSession"

    def __str__(self) -> str:
        return str(self.value)
