from enum import StrEnum

class VoyagesReviseCharacterSheetType(StrEnum):
    REVISECHARACTERSHEET = "ReviseCharacterSheet"

    def __str__(self) -> str:
        return str(self.value)
