from enum import StrEnum

class VoyagesApplyActionCostType(StrEnum):
    APPLYACTIONCOST = "ApplyActionCost"

    def __str__(self) -> str:
        return str(self.value)
