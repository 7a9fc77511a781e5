from enum import StrEnum

class EspriHarmonySpentEventType(StrEnum):
    HARMONYSPENT = "HarmonySpent"

    def __str__(self) -> str:
        return str(self.value)
