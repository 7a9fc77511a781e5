from enum import StrEnum

class LocquemareAcceptComplicationType(StrEnum):
    ACCEPTCOMPLICATION = "AcceptComplication"

    def __str__(self) -> str:
        return str(self.value)
