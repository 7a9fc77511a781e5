from enum import StrEnum

class VoyagesInvokeFlawAffordanceType(StrEnum):
    INVOKEFLAW = "InvokeFlaw"

    def __str__(self) -> str:
        return str(self.value)
