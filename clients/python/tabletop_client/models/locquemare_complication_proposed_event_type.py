from enum import StrEnum

class LocquemareComplicationProposedEventType(StrEnum):
    COMPLICATIONPROPOSED = "ComplicationProposed"

    def __str__(self) -> str:
        return str(self.value)
