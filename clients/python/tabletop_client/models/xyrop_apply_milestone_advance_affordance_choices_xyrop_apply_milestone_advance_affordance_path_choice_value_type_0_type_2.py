from enum import StrEnum

class XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type2(StrEnum):
    STEP_UP = "step_up"

    def __str__(self) -> str:
        return str(self.value)
