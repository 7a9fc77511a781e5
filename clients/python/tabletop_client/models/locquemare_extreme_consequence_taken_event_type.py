from enum import StrEnum

class LocquemareExtremeConsequenceTakenEventType(StrEnum):
    EXTREMECONSEQUENCETAKEN = "ExtremeConsequenceTaken"

    def __str__(self) -> str:
        return str(self.value)
