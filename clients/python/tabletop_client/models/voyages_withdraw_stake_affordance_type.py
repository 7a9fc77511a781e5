from enum import StrEnum

class VoyagesWithdrawStakeAffordanceType(StrEnum):
    WITHDRAWSTAKE = "WithdrawStake"

    def __str__(self) -> str:
        return str(self.value)
