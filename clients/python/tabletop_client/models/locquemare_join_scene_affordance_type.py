from enum import StrEnum

class LocquemareJoinSceneAffordanceType(StrEnum):
    JOINSCENE = "JoinScene"

    def __str__(self) -> str:
        return str(self.value)
