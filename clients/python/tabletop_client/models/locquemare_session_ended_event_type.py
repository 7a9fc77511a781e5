from enum import StrEnum

class LocquemareSessionEndedEventType(StrEnum):
    SESSIONENDED = "SessionEnded"

    def __str__(self) -> str:
        return str(self.value)
