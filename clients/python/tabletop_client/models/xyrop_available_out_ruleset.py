from enum import StrEnum

class XyropAvailableOutRuleset(StrEnum):
    XYROP = "xyrop"

    def __str__(self) -> str:
        return str(self.value)
