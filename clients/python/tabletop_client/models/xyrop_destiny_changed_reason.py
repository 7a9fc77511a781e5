from enum import StrEnum

class XyropDestinyChangedReason(StrEnum):
    ASSET = "asset"
    GM_ONES_EXPLOITED = "gm_ones_exploited"
    KEEP_EXTRA = "keep_extra"
    PLAYER_ONE_EXPLOITED = "player_one_exploited"
    VALUE_DECISION = "value_decision"

    def __str__(self) -> str:
        return str(self.value)
