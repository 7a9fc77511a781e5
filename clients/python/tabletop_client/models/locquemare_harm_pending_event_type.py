from enum import StrEnum

class LocquemareHarmPendingEventType(StrEnum):
    HARMPENDING = "HarmPending"

    def __str__(self) -> str:
        return str(self.value)
