from enum import StrEnum

class XyropExtraDiceKeptEventType(StrEnum):
    EXTRADICEKEPT = "ExtraDiceKept"

    def __str__(self) -> str:
        return str(self.value)
