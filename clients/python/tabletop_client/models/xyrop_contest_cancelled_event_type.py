from enum import StrEnum

class XyropContestCancelledEventType(StrEnum):
    CONTESTCANCELLED = "ContestCancelled"

    def __str__(self) -> str:
        return str(self.value)
