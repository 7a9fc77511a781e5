from enum import StrEnum

class XyropAdvanceSceneAffordanceType(StrEnum):
    ADVANCESCENE = "AdvanceScene"

    def __str__(self) -> str:
        return str(self.value)
