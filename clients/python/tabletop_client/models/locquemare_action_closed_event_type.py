from enum import StrEnum

class LocquemareActionClosedEventType(StrEnum):
    ACTIONCLOSED = "ActionClosed"

    def __str__(self) -> str:
        return str(self.value)
