from enum import StrEnum

class XyropAmendCharacterSheetAffordanceType(StrEnum):
    AMENDCHARACTERSHEET = "AmendCharacterSheet"

    def __str__(self) -> str:
        return str(self.value)
