from enum import StrEnum

class LocquemareNpcsLeftSceneEventType(StrEnum):
    NPCSLEFTSCENE = "NpcsLeftScene"

    def __str__(self) -> str:
        return str(self.value)
