from enum import StrEnum

class XyropAdvanceSceneType(StrEnum):
    ADVANCESCENE = "AdvanceScene"

    def __str__(self) -> str:
        return str(self.value)
