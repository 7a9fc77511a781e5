from enum import StrEnum

class VoyagesPriceStakeAffordanceType(StrEnum):
    PRICESTAKE = "PriceStake"

    def __str__(self) -> str:
        return str(self.value)
