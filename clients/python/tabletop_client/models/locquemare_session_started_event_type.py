from enum import StrEnum

class LocquemareSessionStartedEventType(StrEnum):
    SESSIONSTARTED = "SessionStarted"

    def __str__(self) -> str:
        return str(self.value)
