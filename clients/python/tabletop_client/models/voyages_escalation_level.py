from enum import StrEnum

class VoyagesEscalationLevel(StrEnum):
    MEDIUM = "medium"
    RESTRAINED = "restrained"
    TENSE = "tense"

    def __str__(self) -> str:
        return str(self.value)
