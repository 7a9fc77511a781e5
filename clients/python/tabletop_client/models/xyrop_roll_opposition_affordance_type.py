from enum import StrEnum

class XyropRollOppositionAffordanceType(StrEnum):
    ROLLOPPOSITION = "RollOpposition"

    def __str__(self) -> str:
        return str(self.value)
