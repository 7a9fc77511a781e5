from enum import StrEnum

class XyropDegradeOpportunityType(StrEnum):
    DEGRADE_OPPORTUNITY = "degrade_opportunity"

    def __str__(self) -> str:
        return str(self.value)
