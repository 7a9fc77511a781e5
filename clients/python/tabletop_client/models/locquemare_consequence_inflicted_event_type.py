from enum import StrEnum

class LocquemareConsequenceInflictedEventType(StrEnum):
    CONSEQUENCEINFLICTED = "ConsequenceInflicted"

    def __str__(self) -> str:
        return str(self.value)
