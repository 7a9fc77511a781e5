from enum import StrEnum

class LocquemareAdversityAcceptsDefeatAffordanceType(StrEnum):
    ADVERSITYACCEPTSDEFEAT = "AdversityAcceptsDefeat"

    def __str__(self) -> str:
        return str(self.value)
