from enum import StrEnum

class XyropApplyMilestoneAdvanceType(StrEnum):
    APPLYMILESTONEADVANCE = "ApplyMilestoneAdvance"

    def __str__(self) -> str:
        return str(self.value)
