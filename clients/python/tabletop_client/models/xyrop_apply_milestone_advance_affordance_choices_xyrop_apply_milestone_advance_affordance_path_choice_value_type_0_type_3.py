from enum import StrEnum

class XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type3(StrEnum):
    INCREASE_INITIAL_DESTINY = "increase_initial_destiny"

    def __str__(self) -> str:
        return str(self.value)
