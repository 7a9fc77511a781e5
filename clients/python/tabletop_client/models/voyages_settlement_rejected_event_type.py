from enum import StrEnum

class VoyagesSettlementRejectedEventType(StrEnum):
    SETTLEMENTREJECTED = "SettlementRejected"

    def __str__(self) -> str:
        return str(self.value)
