from enum import StrEnum

class XyropCancelContestAffordanceType(StrEnum):
    CANCELCONTEST = "CancelContest"

    def __str__(self) -> str:
        return str(self.value)
