from enum import StrEnum

class XyropApplyExperienceSwapAffordanceChoicesCategoryItemValue(StrEnum):
    APPROACH = "approach"
    ROLE = "role"
    VALUE = "value"

    def __str__(self) -> str:
        return str(self.value)
