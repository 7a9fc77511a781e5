from enum import StrEnum

class VoyagesRefuseStakeType(StrEnum):
    REFUSESTAKE = "RefuseStake"

    def __str__(self) -> str:
        return str(self.value)
