from enum import StrEnum

class VoyagesAdjectivePolarity(StrEnum):
    NEGATIVE = "negative"
    POSITIVE = "positive"

    def __str__(self) -> str:
        return str(self.value)
