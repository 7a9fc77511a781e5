from enum import StrEnum

class XyropAdjustStressAffordanceChoicesTargetKindItemValue(StrEnum):
    CHARACTER = "character"
    NPC = "npc"

    def __str__(self) -> str:
        return str(self.value)
