from enum import StrEnum

class XyropAmendCharacterSheetType(StrEnum):
    AMENDCHARACTERSHEET = "AmendCharacterSheet"

    def __str__(self) -> str:
        return str(self.value)
