from enum import StrEnum

class EspriDrawSetupGemsAffordanceType(StrEnum):
    DRAWSETUPGEMS = "DrawSetupGems"

    def __str__(self) -> str:
        return str(self.value)
