from enum import StrEnum

class XyropComplicationCreatedEventType(StrEnum):
    COMPLICATIONCREATED = "ComplicationCreated"

    def __str__(self) -> str:
        return str(self.value)
