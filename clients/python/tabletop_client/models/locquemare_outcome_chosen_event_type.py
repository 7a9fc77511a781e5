from enum import StrEnum

class LocquemareOutcomeChosenEventType(StrEnum):
    OUTCOMECHOSEN = "OutcomeChosen"

    def __str__(self) -> str:
        return str(self.value)
