from enum import StrEnum

class VoyagesRollActionAffordanceType(StrEnum):
    ROLLACTION = "RollAction"

    def __str__(self) -> str:
        return str(self.value)
