from enum import StrEnum

class XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType0Type1(StrEnum):
    NEW_TREASURE = "new_treasure"

    def __str__(self) -> str:
        return str(self.value)
