from enum import StrEnum

class LocquemareComplicationRefusedEventType(StrEnum):
    COMPLICATIONREFUSED = "ComplicationRefused"

    def __str__(self) -> str:
        return str(self.value)
