from enum import StrEnum

class LocquemareConsequenceDescribedEventType(StrEnum):
    CONSEQUENCEDESCRIBED = "ConsequenceDescribed"

    def __str__(self) -> str:
        return str(self.value)
