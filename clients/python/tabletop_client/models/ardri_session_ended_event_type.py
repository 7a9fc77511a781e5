from enum import StrEnum

class ArdriSessionEndedEventType(StrEnum):
    SESSIONENDED = "SessionEnded"

    def __str__(self) -> str:
        return str(self.value)
