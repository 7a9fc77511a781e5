from enum import StrEnum

class XyropAdjustStressType(StrEnum):
    ADJUSTSTRESS = "AdjustStress"

    def __str__(self) -> str:
        return str(self.value)
