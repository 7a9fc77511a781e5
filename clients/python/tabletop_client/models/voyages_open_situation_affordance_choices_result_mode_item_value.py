from enum import StrEnum

class VoyagesOpenSituationAffordanceChoicesResultModeItemValue(StrEnum):
    ADJECTIVES = "adjectives"
    VALUE = "value"

    def __str__(self) -> str:
        return str(self.value)
