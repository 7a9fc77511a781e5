from enum import StrEnum

class VoyagesRejectSettlementType(StrEnum):
    REJECTSETTLEMENT = "RejectSettlement"

    def __str__(self) -> str:
        return str(self.value)
