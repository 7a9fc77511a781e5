from enum import StrEnum

class EspriDrawGemsAffordanceType(StrEnum):
    DRAWGEMS = "DrawGems"

    def __str__(self) -> str:
        return str(self.value)
