from enum import StrEnum

class VoyagesEndSceneType(StrEnum):
    ENDSCENE = "EndScene"

    def __str__(self) -> str:
        return str(self.value)
