from enum import StrEnum

class XyropSessionRosterChangedEventType(StrEnum):
    SESSIONROSTERCHANGED = "SessionRosterChanged"

    def __str__(self) -> str:
        return str(self.value)
