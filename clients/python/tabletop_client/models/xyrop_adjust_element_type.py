from enum import StrEnum

class XyropAdjustElementType(StrEnum):
    ADJUSTELEMENT = "AdjustElement"

    def __str__(self) -> str:
        return str(self.value)
