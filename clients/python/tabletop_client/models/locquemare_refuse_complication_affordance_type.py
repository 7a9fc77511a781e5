from enum import StrEnum

class LocquemareRefuseComplicationAffordanceType(StrEnum):
    REFUSECOMPLICATION = "RefuseComplication"

    def __str__(self) -> str:
        return str(self.value)
