from enum import StrEnum

class EspriViewPhase(StrEnum):
    PLAY = "play"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
