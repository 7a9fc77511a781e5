from enum import StrEnum

class XyropRecapRuleset(StrEnum):
    XYROP = "xyrop"

    def __str__(self) -> str:
        return str(self.value)
