from enum import StrEnum

class LocquemareAdversityTokensKeptEventType(StrEnum):
    ADVERSITYTOKENSKEPT = "AdversityTokensKept"

    def __str__(self) -> str:
        return str(self.value)
