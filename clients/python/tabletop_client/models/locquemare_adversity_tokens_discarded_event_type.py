from enum import StrEnum

class LocquemareAdversityTokensDiscardedEventType(StrEnum):
    ADVERSITYTOKENSDISCARDED = "AdversityTokensDiscarded"

    def __str__(self) -> str:
        return str(self.value)
