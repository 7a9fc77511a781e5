from enum import StrEnum

class LocquemareAcceptDefeatAffordanceCharacterFieldType0(StrEnum):
    HERO_ID = "hero_id"

    def __str__(self) -> str:
        return str(self.value)
