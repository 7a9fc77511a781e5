from enum import StrEnum

class EspriDrawGemsType(StrEnum):
    DRAWGEMS = "DrawGems"

    def __str__(self) -> str:
        return str(self.value)
