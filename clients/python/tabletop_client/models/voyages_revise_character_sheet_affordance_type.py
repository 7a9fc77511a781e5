from enum import StrEnum

class VoyagesReviseCharacterSheetAffordanceType(StrEnum):
    REVISECHARACTERSHEET = "ReviseCharacterSheet"

    def __str__(self) -> str:
        return str(self.value)
