from enum import StrEnum

class XyropMilestoneAdvanceAppliedEventType(StrEnum):
    MILESTONEADVANCEAPPLIED = "MilestoneAdvanceApplied"

    def __str__(self) -> str:
        return str(self.value)
