from enum import StrEnum

class VoyagesRejectSettlementAffordanceType(StrEnum):
    REJECTSETTLEMENT = "RejectSettlement"

    def __str__(self) -> str:
        return str(self.value)
