from enum import StrEnum

class VoyagesStakePricedEventType(StrEnum):
    STAKEPRICED = "StakePriced"

    def __str__(self) -> str:
        return str(self.value)
