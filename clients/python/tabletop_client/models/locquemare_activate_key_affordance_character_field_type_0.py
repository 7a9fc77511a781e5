from enum import StrEnum

class LocquemareActivateKeyAffordanceCharacterFieldType0(StrEnum):
    ACTIVATOR_HERO_ID = "activator_hero_id"

    def __str__(self) -> str:
        return str(self.value)
