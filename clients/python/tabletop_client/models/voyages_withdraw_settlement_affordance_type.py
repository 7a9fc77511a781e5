from enum import StrEnum

class VoyagesWithdrawSettlementAffordanceType(StrEnum):
    WITHDRAWSETTLEMENT = "WithdrawSettlement"

    def __str__(self) -> str:
        return str(self.value)
