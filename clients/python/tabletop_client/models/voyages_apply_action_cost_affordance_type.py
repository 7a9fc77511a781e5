from enum import StrEnum

class VoyagesApplyActionCostAffordanceType(StrEnum):
    APPLYACTIONCOST = "ApplyActionCost"

    def __str__(self) -> str:
        return str(self.value)
