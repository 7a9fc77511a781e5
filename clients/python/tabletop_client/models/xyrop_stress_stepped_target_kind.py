from enum import StrEnum

class XyropStressSteppedTargetKind(StrEnum):
    CHARACTER = "character"
    NPC = "npc"

    def __str__(self) -> str:
        return str(self.value)
