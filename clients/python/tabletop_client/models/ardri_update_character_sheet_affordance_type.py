from enum import StrEnum

class ArdriUpdateCharacterSheetAffordanceType(StrEnum):
    UPDATECHARACTERSHEET = "UpdateCharacterSheet"

    def __str__(self) -> str:
        return str(self.value)
