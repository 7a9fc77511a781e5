from enum import StrEnum

class XyropApplyContestEffectAffordanceType(StrEnum):
    APPLYCONTESTEFFECT = "ApplyContestEffect"

    def __str__(self) -> str:
        return str(self.value)
