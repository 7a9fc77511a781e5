from enum import StrEnum

class XyropAdjustStressAffordanceType(StrEnum):
    ADJUSTSTRESS = "AdjustStress"

    def __str__(self) -> str:
        return str(self.value)
