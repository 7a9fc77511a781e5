from enum import StrEnum

class XyropTriggerOpportunityType(StrEnum):
    TRIGGER_OPPORTUNITY = "trigger_opportunity"

    def __str__(self) -> str:
        return str(self.value)
