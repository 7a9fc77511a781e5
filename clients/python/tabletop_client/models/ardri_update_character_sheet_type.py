from enum import StrEnum

class ArdriUpdateCharacterSheetType(StrEnum):
    UPDATECHARACTERSHEET = "UpdateCharacterSheet"

    def __str__(self) -> str:
        return str(self.value)
