from enum import StrEnum

class VoyagesEndSceneAffordanceType(StrEnum):
    ENDSCENE = "EndScene"

    def __str__(self) -> str:
        return str(self.value)
