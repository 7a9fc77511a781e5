from enum import StrEnum

class EspriGemMovedEventType(StrEnum):
    GEMMOVED = "GemMoved"

    def __str__(self) -> str:
        return str(self.value)
