from enum import StrEnum

class VoyagesSettlementProposedEventType(StrEnum):
    SETTLEMENTPROPOSED = "SettlementProposed"

    def __str__(self) -> str:
        return str(self.value)
