from enum import StrEnum

class EspriSpendBoardGemsType(StrEnum):
    SPENDBOARDGEMS = "SpendBoardGems"

    def __str__(self) -> str:
        return str(self.value)
