from enum import StrEnum

class LocquemareElanUsedEventType(StrEnum):
    ELANUSED = "ElanUsed"

    def __str__(self) -> str:
        return str(self.value)
