from enum import StrEnum

class XyropSpendDestinyOnRollType(StrEnum):
    SPENDDESTINYONROLL = "SpendDestinyOnRoll"

    def __str__(self) -> str:
        return str(self.value)
