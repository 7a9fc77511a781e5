from enum import StrEnum

class VoyagesProposeStakeAffordanceType(StrEnum):
    PROPOSESTAKE = "ProposeStake"

    def __str__(self) -> str:
        return str(self.value)
