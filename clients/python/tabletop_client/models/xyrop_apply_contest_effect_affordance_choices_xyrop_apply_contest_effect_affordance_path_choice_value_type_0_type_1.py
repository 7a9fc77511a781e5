from enum import StrEnum

class XyropApplyContestEffectAffordanceChoicesXyropApplyContestEffectAffordancePathChoiceValueType0Type1(StrEnum):
    ELEMENT_STEP = "element_step"

    def __str__(self) -> str:
        return str(self.value)
