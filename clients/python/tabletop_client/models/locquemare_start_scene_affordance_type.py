from enum import StrEnum

class LocquemareStartSceneAffordanceType(StrEnum):
    STARTSCENE = "StartScene"

    def __str__(self) -> str:
        return str(self.value)
