from enum import StrEnum

class VoyagesAdjectiveSpecPolarity(StrEnum):
    NEGATIVE = "negative"
    POSITIVE = "positive"

    def __str__(self) -> str:
        return str(self.value)
