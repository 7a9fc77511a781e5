from enum import StrEnum

class VoyagesAcceptSettlementAffordanceType(StrEnum):
    ACCEPTSETTLEMENT = "AcceptSettlement"

    def __str__(self) -> str:
        return str(self.value)
