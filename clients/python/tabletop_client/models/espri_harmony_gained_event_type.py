from enum import StrEnum

class EspriHarmonyGainedEventType(StrEnum):
    HARMONYGAINED = "HarmonyGained"

    def __str__(self) -> str:
        return str(self.value)
