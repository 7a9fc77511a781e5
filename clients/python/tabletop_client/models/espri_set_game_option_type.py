from enum import StrEnum

class EspriSetGameOptionType(StrEnum):
    SETGAMEOPTION = "SetGameOption"

    def __str__(self) -> str:
        return str(self.value)
