from enum import StrEnum

class XyropAdjustElementAffordanceType(StrEnum):
    ADJUSTELEMENT = "AdjustElement"

    def __str__(self) -> str:
        return str(self.value)
