from enum import StrEnum

class EspriGemOverflowedEventType(StrEnum):
    GEMOVERFLOWED = "GemOverflowed"

    def __str__(self) -> str:
        return str(self.value)
