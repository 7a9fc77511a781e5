from enum import StrEnum

class EspriGemPlacedEventType(StrEnum):
    GEMPLACED = "GemPlaced"

    def __str__(self) -> str:
        return str(self.value)
