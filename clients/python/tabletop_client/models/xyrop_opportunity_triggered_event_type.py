from enum import StrEnum

class XyropOpportunityTriggeredEventType(StrEnum):
    OPPORTUNITYTRIGGERED = "OpportunityTriggered"

    def __str__(self) -> str:
        return str(self.value)
