from enum import StrEnum

class VoyagesSettlementAcceptedEventType(StrEnum):
    SETTLEMENTACCEPTED = "SettlementAccepted"

    def __str__(self) -> str:
        return str(self.value)
