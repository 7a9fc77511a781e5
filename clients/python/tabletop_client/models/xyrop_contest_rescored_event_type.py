from enum import StrEnum

class XyropContestRescoredEventType(StrEnum):
    CONTESTRESCORED = "ContestRescored"

    def __str__(self) -> str:
        return str(self.value)
