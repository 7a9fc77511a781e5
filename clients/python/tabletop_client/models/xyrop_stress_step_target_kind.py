from enum import StrEnum

class XyropStressStepTargetKind(StrEnum):
    CHARACTER = "character"
    NPC = "npc"

    def __str__(self) -> str:
        return str(self.value)
