from enum import StrEnum

class VoyagesAdjectiveAddedEventType(StrEnum):
    ADJECTIVEADDED = "AdjectiveAdded"

    def __str__(self) -> str:
        return str(self.value)
