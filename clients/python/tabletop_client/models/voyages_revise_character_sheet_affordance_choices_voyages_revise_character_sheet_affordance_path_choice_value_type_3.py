from enum import StrEnum

class VoyagesReviseCharacterSheetAffordanceChoicesVoyagesReviseCharacterSheetAffordancePathChoiceValueType3(StrEnum):
    FREE = "free"
    PERSONAL = "personal"

    def __str__(self) -> str:
        return str(self.value)
