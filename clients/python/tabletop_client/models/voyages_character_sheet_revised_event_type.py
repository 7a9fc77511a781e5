from enum import StrEnum

class VoyagesCharacterSheetRevisedEventType(StrEnum):
    CHARACTERSHEETREVISED = "CharacterSheetRevised"

    def __str__(self) -> str:
        return str(self.value)
