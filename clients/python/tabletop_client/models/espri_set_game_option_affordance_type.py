from enum import StrEnum

class EspriSetGameOptionAffordanceType(StrEnum):
    SETGAMEOPTION = "SetGameOption"

    def __str__(self) -> str:
        return str(self.value)
