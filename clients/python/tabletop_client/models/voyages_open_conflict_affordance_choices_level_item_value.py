from enum import StrEnum

class VoyagesOpenConflictAffordanceChoicesLevelItemValue(StrEnum):
    MEDIUM = "medium"
    RESTRAINED = "restrained"
    TENSE = "tense"

    def __str__(self) -> str:
        return str(self.value)
