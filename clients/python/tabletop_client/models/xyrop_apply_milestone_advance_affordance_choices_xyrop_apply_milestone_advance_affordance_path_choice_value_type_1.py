from enum import StrEnum

class XyropApplyMilestoneAdvanceAffordanceChoicesXyropApplyMilestoneAdvanceAffordancePathChoiceValueType1(StrEnum):
    APPROACH = "approach"
    ROLE = "role"
    TREASURE = "treasure"
    VALUE = "value"

    def __str__(self) -> str:
        return str(self.value)
