from enum import StrEnum

class VoyagesOpenSituationResultMode(StrEnum):
    ADJECTIVES = "adjectives"
    VALUE = "value"

    def __str__(self) -> str:
        return str(self.value)
