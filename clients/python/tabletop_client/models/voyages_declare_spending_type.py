from enum import StrEnum

class VoyagesDeclareSpendingType(StrEnum):
    DECLARESPENDING = "DeclareSpending"

    def __str__(self) -> str:
        return str(self.value)
