from enum import StrEnum

class XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type0(StrEnum):
    NEW_DISTINCTION = "new_distinction"

    def __str__(self) -> str:
        return str(self.value)
