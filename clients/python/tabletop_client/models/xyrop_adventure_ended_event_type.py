from enum import StrEnum

class XyropAdventureEndedEventType(StrEnum):
    ADVENTUREENDED = "AdventureEnded"

    def __str__(self) -> str:
        return str(self.value)
