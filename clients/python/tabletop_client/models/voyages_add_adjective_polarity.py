from enum import StrEnum

class VoyagesAddAdjectivePolarity(StrEnum):
    NEGATIVE = "negative"
    POSITIVE = "positive"

    def __str__(self) -> str:
        return str(self.value)
