from enum import StrEnum

class EspriSpendBoardGemsAffordanceType(StrEnum):
    SPENDBOARDGEMS = "SpendBoardGems"

    def __str__(self) -> str:
        return str(self.value)
