from enum import StrEnum

class XyropApplyContestEffectAffordanceChoicesXyropApplyContestEffectAffordancePathChoiceValueType0Type0(StrEnum):
    STRESS_STEP = "stress_step"

    def __str__(self) -> str:
        return str(self.value)
