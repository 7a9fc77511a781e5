from enum import StrEnum

class XyropCommandOutRuleset(StrEnum):
    XYROP = "xyrop"

    def __str__(self) -> str:
        return str(self.value)
