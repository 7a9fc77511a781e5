from enum import StrEnum

class LocquemareHeroLeftSceneEventType(StrEnum):
    HEROLEFTSCENE = "HeroLeftScene"

    def __str__(self) -> str:
        return str(self.value)
