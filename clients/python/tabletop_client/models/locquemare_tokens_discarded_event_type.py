from enum import StrEnum

class LocquemareTokensDiscardedEventType(StrEnum):
    TOKENSDISCARDED = "TokensDiscarded"

    def __str__(self) -> str:
        return str(self.value)
