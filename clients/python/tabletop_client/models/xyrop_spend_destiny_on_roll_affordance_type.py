from enum import StrEnum

class XyropSpendDestinyOnRollAffordanceType(StrEnum):
    SPENDDESTINYONROLL = "SpendDestinyOnRoll"

    def __str__(self) -> str:
        return str(self.value)
