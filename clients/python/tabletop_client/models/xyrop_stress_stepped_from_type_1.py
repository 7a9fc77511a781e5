from enum import StrEnum

class XyropStressSteppedFromType1(StrEnum):
    NONE = "none"
    OUT = "out"

    def __str__(self) -> str:
        return str(self.value)
