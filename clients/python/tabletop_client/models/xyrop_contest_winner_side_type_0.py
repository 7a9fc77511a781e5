from enum import StrEnum

class XyropContestWinnerSideType0(StrEnum):
    OPPOSITION = "opposition"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
