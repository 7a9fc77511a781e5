from enum import StrEnum

class XyropDestinyChangedEventType(StrEnum):
    DESTINYCHANGED = "DestinyChanged"

    def __str__(self) -> str:
        return str(self.value)
