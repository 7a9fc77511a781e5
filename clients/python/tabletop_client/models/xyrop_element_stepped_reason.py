from enum import StrEnum

class XyropElementSteppedReason(StrEnum):
    CONTEST_EFFECT = "contest_effect"
    GM_ADJUSTMENT = "gm_adjustment"
    GM_ONES = "gm_ones"
    PLAYER_ONE = "player_one"

    def __str__(self) -> str:
        return str(self.value)
