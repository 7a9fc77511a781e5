from enum import StrEnum

class XyropAssetSteppedReason(StrEnum):
    DESTINY = "destiny"
    GM_ADJUSTMENT = "gm_adjustment"
    PLAYER_ONE = "player_one"
    SESSION_END = "session_end"

    def __str__(self) -> str:
        return str(self.value)
