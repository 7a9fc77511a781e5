from enum import StrEnum

class XyropAwardValueDestinyAffordanceCharacterFieldType0(StrEnum):
    CHARACTER_ID = "character_id"

    def __str__(self) -> str:
        return str(self.value)
