from enum import StrEnum

class LocquemareResolveHarmAffordanceCharacterFieldType0(StrEnum):
    HERO_ID = "hero_id"

    def __str__(self) -> str:
        return str(self.value)
