from enum import StrEnum

class VoyagesPriceStakeType(StrEnum):
    PRICESTAKE = "PriceStake"

    def __str__(self) -> str:
        return str(self.value)
