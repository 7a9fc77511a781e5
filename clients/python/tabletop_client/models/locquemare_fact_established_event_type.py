from enum import StrEnum

class LocquemareFactEstablishedEventType(StrEnum):
    FACTESTABLISHED = "FactEstablished"

    def __str__(self) -> str:
        return str(self.value)
