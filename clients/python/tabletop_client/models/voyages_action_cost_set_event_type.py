from enum import StrEnum

class VoyagesActionCostSetEventType(StrEnum):
    ACTIONCOSTSET = "ActionCostSet"

    def __str__(self) -> str:
        return str(self.value)
