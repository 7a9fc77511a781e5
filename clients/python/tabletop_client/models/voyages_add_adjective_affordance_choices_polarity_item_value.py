from enum import StrEnum

class VoyagesAddAdjectiveAffordanceChoicesPolarityItemValue(StrEnum):
    NEGATIVE = "negative"
    POSITIVE = "positive"

    def __str__(self) -> str:
        return str(self.value)
