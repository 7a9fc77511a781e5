from enum import StrEnum

class LocquemareConsequenceRecoveredEventType(StrEnum):
    CONSEQUENCERECOVERED = "ConsequenceRecovered"

    def __str__(self) -> str:
        return str(self.value)
