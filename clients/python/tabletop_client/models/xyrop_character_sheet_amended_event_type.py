from enum import StrEnum

class XyropCharacterSheetAmendedEventType(StrEnum):
    CHARACTERSHEETAMENDED = "CharacterSheetAmended"

    def __str__(self) -> str:
        return str(self.value)
