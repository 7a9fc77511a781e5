from enum import StrEnum

class VoyagesWithdrawStakeType(StrEnum):
    WITHDRAWSTAKE = "WithdrawStake"

    def __str__(self) -> str:
        return str(self.value)
