from enum import StrEnum

class LocquemareTokenGainedEventType(StrEnum):
    TOKENGAINED = "TokenGained"

    def __str__(self) -> str:
        return str(self.value)
