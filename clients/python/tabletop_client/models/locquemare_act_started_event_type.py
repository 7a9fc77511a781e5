from enum import StrEnum

class LocquemareActStartedEventType(StrEnum):
    ACTSTARTED = "ActStarted"

    def __str__(self) -> str:
        return str(self.value)
