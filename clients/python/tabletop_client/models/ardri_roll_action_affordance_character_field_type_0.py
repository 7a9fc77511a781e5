from enum import StrEnum

class ArdriRollActionAffordanceCharacterFieldType0(StrEnum):
    CHARACTER_ID = "character_id"

    def __str__(self) -> str:
        return str(self.value)
