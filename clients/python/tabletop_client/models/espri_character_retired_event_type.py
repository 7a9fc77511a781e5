from enum import StrEnum

class EspriCharacterRetiredEventType(StrEnum):
    CHARACTERRETIRED = "CharacterRetired"

    def __str__(self) -> str:
        return str(self.value)
