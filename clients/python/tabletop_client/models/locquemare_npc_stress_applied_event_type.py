from enum import StrEnum

class LocquemareNpcStressAppliedEventType(StrEnum):
    NPCSTRESSAPPLIED = "NpcStressApplied"

    def __str__(self) -> str:
        return str(self.value)
