from enum import StrEnum

class VoyagesStakeAcquiredEventType(StrEnum):
    STAKEACQUIRED = "StakeAcquired"

    def __str__(self) -> str:
        return str(self.value)
