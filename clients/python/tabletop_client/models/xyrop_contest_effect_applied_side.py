from enum import StrEnum

class XyropContestEffectAppliedSide(StrEnum):
    OPPOSITION = "opposition"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
