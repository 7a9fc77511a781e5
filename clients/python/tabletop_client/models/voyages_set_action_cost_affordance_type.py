from enum import StrEnum

class VoyagesSetActionCostAffordanceType(StrEnum):
    SETACTIONCOST = "SetActionCost"

    def __str__(self) -> str:
        return str(self.value)
