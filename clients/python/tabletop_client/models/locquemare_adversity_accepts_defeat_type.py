from enum import StrEnum

class LocquemareAdversityAcceptsDefeatType(StrEnum):
    ADVERSITYACCEPTSDEFEAT = "AdversityAcceptsDefeat"

    def __str__(self) -> str:
        return str(self.value)
