from enum import StrEnum

class XyropStressSteppedReason(StrEnum):
    CONTEST_EFFECT = "contest_effect"
    GM_ADJUSTMENT = "gm_adjustment"

    def __str__(self) -> str:
        return str(self.value)
