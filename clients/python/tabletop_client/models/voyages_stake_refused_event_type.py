from enum import StrEnum

class VoyagesStakeRefusedEventType(StrEnum):
    STAKEREFUSED = "StakeRefused"

    def __str__(self) -> str:
        return str(self.value)
