from enum import StrEnum

class EspriAdjustSheetType(StrEnum):
    ADJUSTSHEET = "AdjustSheet"

    def __str__(self) -> str:
        return str(self.value)
