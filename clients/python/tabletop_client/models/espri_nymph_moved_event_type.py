from enum import StrEnum

class EspriNymphMovedEventType(StrEnum):
    NYMPHMOVED = "NymphMoved"

    def __str__(self) -> str:
        return str(self.value)
