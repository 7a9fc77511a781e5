from enum import StrEnum

class LocquemareComplicationAcceptedEventType(StrEnum):
    COMPLICATIONACCEPTED = "ComplicationAccepted"

    def __str__(self) -> str:
        return str(self.value)
