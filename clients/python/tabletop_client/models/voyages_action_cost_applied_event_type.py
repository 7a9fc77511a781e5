from enum import StrEnum

class VoyagesActionCostAppliedEventType(StrEnum):
    ACTIONCOSTAPPLIED = "ActionCostApplied"

    def __str__(self) -> str:
        return str(self.value)
