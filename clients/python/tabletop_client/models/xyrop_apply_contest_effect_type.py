from enum import StrEnum

class XyropApplyContestEffectType(StrEnum):
    APPLYCONTESTEFFECT = "ApplyContestEffect"

    def __str__(self) -> str:
        return str(self.value)
