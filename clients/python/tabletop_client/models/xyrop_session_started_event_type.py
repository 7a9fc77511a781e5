from enum import StrEnum

class XyropSessionStartedEventType(StrEnum):
    SESSIONSTARTED = "SessionStarted"

    def __str__(self) -> str:
        return str(self.value)
