from enum import StrEnum

class EspriSheetAdjustedEventType(StrEnum):
    SHEETADJUSTED = "SheetAdjusted"

    def __str__(self) -> str:
        return str(self.value)
