from enum import StrEnum

class XyropDistinctionUsedMode(StrEnum):
    D4 = "d4"
    D8 = "d8"

    def __str__(self) -> str:
        return str(self.value)
