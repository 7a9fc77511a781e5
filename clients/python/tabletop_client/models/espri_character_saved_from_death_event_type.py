from enum import StrEnum

class EspriCharacterSavedFromDeathEventType(StrEnum):
    CHARACTERSAVEDFROMDEATH = "CharacterSavedFromDeath"

    def __str__(self) -> str:
        return str(self.value)
