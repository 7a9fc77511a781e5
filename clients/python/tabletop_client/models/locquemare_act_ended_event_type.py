from enum import StrEnum

class LocquemareActEndedEventType(StrEnum):
    ACTENDED = "ActEnded"

    def __str__(self) -> str:
        return str(self.value)
