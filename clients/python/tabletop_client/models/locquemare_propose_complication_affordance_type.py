from enum import StrEnum

class LocquemareProposeComplicationAffordanceType(StrEnum):
    PROPOSECOMPLICATION = "ProposeComplication"

    def __str__(self) -> str:
        return str(self.value)
