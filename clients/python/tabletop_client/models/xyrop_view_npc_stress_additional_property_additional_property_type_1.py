from enum import StrEnum

class XyropViewNpcStressAdditionalPropertyAdditionalPropertyType1(StrEnum):
    NONE = "none"
    OUT = "out"

    def __str__(self) -> str:
        return str(self.value)
