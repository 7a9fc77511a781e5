from enum import StrEnum

class XyropRollActionAffordanceType(StrEnum):
    ROLLACTION = "RollAction"

    def __str__(self) -> str:
        return str(self.value)
