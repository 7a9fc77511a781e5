from enum import StrEnum

class VoyagesInvokeFlawType(StrEnum):
    INVOKEFLAW = "InvokeFlaw"

    def __str__(self) -> str:
        return str(self.value)
