from enum import StrEnum

class LocquemareStartSceneType(StrEnum):
    STARTSCENE = "StartScene"

    def __str__(self) -> str:
        return str(self.value)
