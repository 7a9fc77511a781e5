from enum import StrEnum

class LocquemareStressClearedEventType(StrEnum):
    STRESSCLEARED = "StressCleared"

    def __str__(self) -> str:
        return str(self.value)
