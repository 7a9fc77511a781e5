from enum import StrEnum

class VoyagesRollActionType(StrEnum):
    ROLLACTION = "RollAction"

    def __str__(self) -> str:
        return str(self.value)
