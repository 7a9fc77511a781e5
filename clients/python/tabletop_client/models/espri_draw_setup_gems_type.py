from enum import StrEnum

class EspriDrawSetupGemsType(StrEnum):
    DRAWSETUPGEMS = "DrawSetupGems"

    def __str__(self) -> str:
        return str(self.value)
