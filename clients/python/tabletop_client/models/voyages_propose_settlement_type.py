from enum import StrEnum

class VoyagesProposeSettlementType(StrEnum):
    PROPOSESETTLEMENT = "ProposeSettlement"

    def __str__(self) -> str:
        return str(self.value)
