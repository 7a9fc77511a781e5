from enum import StrEnum

class XyropApplyContestEffectAffordanceChoicesXyropApplyContestEffectAffordancePathChoiceValueType1(StrEnum):
    CHARACTER = "character"
    NPC = "npc"

    def __str__(self) -> str:
        return str(self.value)
