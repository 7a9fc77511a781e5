from enum import StrEnum

class XyropSessionEndedEventType(StrEnum):
    SESSIONENDED = "SessionEnded"

    def __str__(self) -> str:
        return str(self.value)
