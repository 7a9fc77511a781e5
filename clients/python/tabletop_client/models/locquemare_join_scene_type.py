from enum import StrEnum

class LocquemareJoinSceneType(StrEnum):
    JOINSCENE = "JoinScene"

    def __str__(self) -> str:
        return str(self.value)
