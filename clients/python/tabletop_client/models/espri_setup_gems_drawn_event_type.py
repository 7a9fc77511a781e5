from enum import StrEnum

class EspriSetupGemsDrawnEventType(StrEnum):
    SETUPGEMSDRAWN = "SetupGemsDrawn"

    def __str__(self) -> str:
        return str(self.value)
