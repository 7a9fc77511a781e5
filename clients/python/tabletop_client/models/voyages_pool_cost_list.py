from enum import StrEnum

class VoyagesPoolCostList(StrEnum):
    OPPORTUNITIES = "opportunities"
    RISKS = "risks"

    def __str__(self) -> str:
        return str(self.value)
