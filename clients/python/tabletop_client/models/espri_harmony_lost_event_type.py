from enum import StrEnum

class EspriHarmonyLostEventType(StrEnum):
    HARMONYLOST = "HarmonyLost"

    def __str__(self) -> str:
        return str(self.value)
