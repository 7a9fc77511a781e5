from enum import StrEnum

class XyropContestEffectAppliedEventType(StrEnum):
    CONTESTEFFECTAPPLIED = "ContestEffectApplied"

    def __str__(self) -> str:
        return str(self.value)
