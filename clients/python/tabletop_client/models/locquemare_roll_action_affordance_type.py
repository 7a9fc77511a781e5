from enum import StrEnum

class LocquemareRollActionAffordanceType(StrEnum):
    ROLLACTION = "RollAction"

    def __str__(self) -> str:
        return str(self.value)
