from enum import StrEnum

class VoyagesActionClosedEventType(StrEnum):
    ACTIONCLOSED = "ActionClosed"

    def __str__(self) -> str:
        return str(self.value)
