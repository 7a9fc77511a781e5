from enum import StrEnum

class XyropCharacterOutRuleset(StrEnum):
    XYROP = "xyrop"

    def __str__(self) -> str:
        return str(self.value)
