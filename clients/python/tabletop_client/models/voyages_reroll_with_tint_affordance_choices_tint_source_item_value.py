from enum import StrEnum

class VoyagesRerollWithTintAffordanceChoicesTintSourceItemValue(StrEnum):
    OWN = "own"
    TATTOO = "tattoo"

    def __str__(self) -> str:
        return str(self.value)
