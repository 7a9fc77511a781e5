from enum import StrEnum

class XyropApplyMilestoneAdvanceAffordanceType(StrEnum):
    APPLYMILESTONEADVANCE = "ApplyMilestoneAdvance"

    def __str__(self) -> str:
        return str(self.value)
