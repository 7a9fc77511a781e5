from enum import StrEnum

class LocquemareTokenSpentEventType(StrEnum):
    TOKENSPENT = "TokenSpent"

    def __str__(self) -> str:
        return str(self.value)
