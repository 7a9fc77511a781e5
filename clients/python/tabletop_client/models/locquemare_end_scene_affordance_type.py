from enum import StrEnum

class LocquemareEndSceneAffordanceType(StrEnum):
    ENDSCENE = "EndScene"

    def __str__(self) -> str:
        return str(self.value)
