from enum import StrEnum

class XyropTreasureSteppedEventType(StrEnum):
    TREASURESTEPPED = "TreasureStepped"

    def __str__(self) -> str:
        return str(self.value)
