from enum import StrEnum

class EspriResonanceSpentEventType(StrEnum):
    RESONANCESPENT = "ResonanceSpent"

    def __str__(self) -> str:
        return str(self.value)
