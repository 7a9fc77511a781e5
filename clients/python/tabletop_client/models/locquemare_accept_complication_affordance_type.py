from enum import StrEnum

class LocquemareAcceptComplicationAffordanceType(StrEnum):
    ACCEPTCOMPLICATION = "AcceptComplication"

    def __str__(self) -> str:
        return str(self.value)
