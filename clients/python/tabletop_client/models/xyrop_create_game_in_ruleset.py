from enum import StrEnum

class XyropCreateGameInRuleset(StrEnum):
    XYROP = "xyrop"

    def __str__(self) -> str:
        return str(self.value)
