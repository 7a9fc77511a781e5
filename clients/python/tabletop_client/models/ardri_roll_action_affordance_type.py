from enum import StrEnum

class ArdriRollActionAffordanceType(StrEnum):
    ROLLACTION = "RollAction"

    def __str__(self) -> str:
        return str(self.value)
