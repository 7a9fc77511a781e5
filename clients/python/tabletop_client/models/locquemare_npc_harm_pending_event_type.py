from enum import StrEnum

class LocquemareNpcHarmPendingEventType(StrEnum):
    NPCHARMPENDING = "NpcHarmPending"

    def __str__(self) -> str:
        return str(self.value)
