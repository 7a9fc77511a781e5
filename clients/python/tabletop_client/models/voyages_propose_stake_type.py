from enum import StrEnum

class VoyagesProposeStakeType(StrEnum):
    PROPOSESTAKE = "ProposeStake"

    def __str__(self) -> str:
        return str(self.value)
