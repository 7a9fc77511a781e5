from enum import StrEnum

class EspriGemsDrawnEventType(StrEnum):
    GEMSDRAWN = "GemsDrawn"

    def __str__(self) -> str:
        return str(self.value)
