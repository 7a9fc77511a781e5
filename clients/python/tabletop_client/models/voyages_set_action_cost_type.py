from enum import StrEnum

class VoyagesSetActionCostType(StrEnum):
    SETACTIONCOST = "SetActionCost"

    def __str__(self) -> str:
        return str(self.value)
