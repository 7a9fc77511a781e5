from enum import StrEnum

class LocquemareRefuseComplicationType(StrEnum):
    REFUSECOMPLICATION = "RefuseComplication"

    def __str__(self) -> str:
        return str(self.value)
