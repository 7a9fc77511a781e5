from enum import StrEnum

class ArdriSessionRosterChangedEventType(StrEnum):
    SESSIONROSTERCHANGED = "SessionRosterChanged"

    def __str__(self) -> str:
        return str(self.value)
