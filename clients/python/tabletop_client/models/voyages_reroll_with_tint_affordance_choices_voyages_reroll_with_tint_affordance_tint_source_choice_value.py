from enum import StrEnum

class VoyagesRerollWithTintAffordanceChoicesVoyagesRerollWithTintAffordanceTintSourceChoiceValue(StrEnum):
    OWN = "own"
    TATTOO = "tattoo"

    def __str__(self) -> str:
        return str(self.value)
