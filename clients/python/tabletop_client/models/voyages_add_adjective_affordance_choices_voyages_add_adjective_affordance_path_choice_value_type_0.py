from enum import StrEnum

class VoyagesAddAdjectiveAffordanceChoicesVoyagesAddAdjectiveAffordancePathChoiceValueType0(StrEnum):
    CHARACTER = "character"
    THING = "thing"

    def __str__(self) -> str:
        return str(self.value)
