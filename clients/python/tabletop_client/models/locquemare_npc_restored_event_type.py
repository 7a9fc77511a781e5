from enum import StrEnum

class LocquemareNpcRestoredEventType(StrEnum):
    NPCRESTORED = "NpcRestored"

    def __str__(self) -> str:
        return str(self.value)
