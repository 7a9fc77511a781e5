from enum import StrEnum

class ArdriRollActionType(StrEnum):
    ROLLACTION = "RollAction"

    def __str__(self) -> str:
        return str(self.value)
