from enum import StrEnum

class LocquemareEndSceneType(StrEnum):
    ENDSCENE = "EndScene"

    def __str__(self) -> str:
        return str(self.value)
