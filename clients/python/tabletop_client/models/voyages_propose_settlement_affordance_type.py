from enum import StrEnum

class VoyagesProposeSettlementAffordanceType(StrEnum):
    PROPOSESETTLEMENT = "ProposeSettlement"

    def __str__(self) -> str:
        return str(self.value)
