from enum import StrEnum

class VoyagesRefuseStakeAffordanceType(StrEnum):
    REFUSESTAKE = "RefuseStake"

    def __str__(self) -> str:
        return str(self.value)
