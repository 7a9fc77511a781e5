from enum import StrEnum

class XyropContestRescoredWinnerSide(StrEnum):
    OPPOSITION = "opposition"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
