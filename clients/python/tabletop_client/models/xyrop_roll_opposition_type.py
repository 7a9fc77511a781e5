from enum import StrEnum

class XyropRollOppositionType(StrEnum):
    ROLLOPPOSITION = "RollOpposition"

    def __str__(self) -> str:
        return str(self.value)
