from enum import StrEnum

class LocquemareHeroTakenOutEventType(StrEnum):
    HEROTAKENOUT = "HeroTakenOut"

    def __str__(self) -> str:
        return str(self.value)
