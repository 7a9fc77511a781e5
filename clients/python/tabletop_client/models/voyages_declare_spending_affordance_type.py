from enum import StrEnum

class VoyagesDeclareSpendingAffordanceType(StrEnum):
    DECLARESPENDING = "DeclareSpending"

    def __str__(self) -> str:
        return str(self.value)
