from enum import StrEnum

class LocquemareProposeComplicationType(StrEnum):
    PROPOSECOMPLICATION = "ProposeComplication"

    def __str__(self) -> str:
        return str(self.value)
