from enum import StrEnum

class VoyagesAcceptSettlementType(StrEnum):
    ACCEPTSETTLEMENT = "AcceptSettlement"

    def __str__(self) -> str:
        return str(self.value)
