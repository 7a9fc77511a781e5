from enum import StrEnum

class XyropApplyContestEffectAffordanceChoicesXyropApplyContestEffectAffordancePathChoiceValueType3(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
