from enum import StrEnum

class XyropContestOutcomeType0(StrEnum):
    FAILURE = "failure"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
