from enum import StrEnum

class XyropEventPageOutRuleset(StrEnum):
    XYROP = "xyrop"

    def __str__(self) -> str:
        return str(self.value)
