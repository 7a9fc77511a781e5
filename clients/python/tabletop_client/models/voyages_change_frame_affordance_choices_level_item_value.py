from enum import StrEnum

class VoyagesChangeFrameAffordanceChoicesLevelItemValue(StrEnum):
    MEDIUM = "medium"
    RESTRAINED = "restrained"
    TENSE = "tense"

    def __str__(self) -> str:
        return str(self.value)
