from enum import StrEnum

class ArdriCharacterSheetUpdatedEventType(StrEnum):
    CHARACTERSHEETUPDATED = "CharacterSheetUpdated"

    def __str__(self) -> str:
        return str(self.value)
