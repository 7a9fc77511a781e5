from enum import StrEnum

class VoyagesAdjectiveAddedPolarity(StrEnum):
    NEGATIVE = "negative"
    POSITIVE = "positive"

    def __str__(self) -> str:
        return str(self.value)
