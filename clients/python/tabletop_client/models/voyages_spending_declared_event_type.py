from enum import StrEnum

class VoyagesSpendingDeclaredEventType(StrEnum):
    SPENDINGDECLARED = "SpendingDeclared"

    def __str__(self) -> str:
        return str(self.value)
