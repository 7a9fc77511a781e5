from enum import StrEnum

class XyropCancelContestType(StrEnum):
    CANCELCONTEST = "CancelContest"

    def __str__(self) -> str:
        return str(self.value)
