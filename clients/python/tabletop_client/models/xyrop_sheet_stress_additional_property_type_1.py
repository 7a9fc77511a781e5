from enum import StrEnum

class XyropSheetStressAdditionalPropertyType1(StrEnum):
    NONE = "none"
    OUT = "out"

    def __str__(self) -> str:
        return str(self.value)
