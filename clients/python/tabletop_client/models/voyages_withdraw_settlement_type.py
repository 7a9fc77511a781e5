from enum import StrEnum

class VoyagesWithdrawSettlementType(StrEnum):
    WITHDRAWSETTLEMENT = "WithdrawSettlement"

    def __str__(self) -> str:
        return str(self.value)
