from enum import StrEnum

class XyropAdjustStressTargetKind(StrEnum):
    CHARACTER = "character"
    NPC = "npc"

    def __str__(self) -> str:
        return str(self.value)
