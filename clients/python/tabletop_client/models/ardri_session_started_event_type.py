from enum import StrEnum

class ArdriSessionStartedEventType(StrEnum):
    SESSIONSTARTED = "SessionStarted"

    def __str__(self) -> str:
        return str(self.value)
