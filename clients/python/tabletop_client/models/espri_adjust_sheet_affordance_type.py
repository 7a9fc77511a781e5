from enum import StrEnum

class EspriAdjustSheetAffordanceType(StrEnum):
    ADJUSTSHEET = "AdjustSheet"

    def __str__(self) -> str:
        return str(self.value)
