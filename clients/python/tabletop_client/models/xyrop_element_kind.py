from enum import StrEnum

class XyropElementKind(StrEnum):
    COMPLICATION = "complication"
    OPPORTUNITY = "opportunity"
    SITUATION = "situation"

    def __str__(self) -> str:
        return str(self.value)
