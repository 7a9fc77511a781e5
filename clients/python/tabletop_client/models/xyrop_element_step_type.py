from enum import StrEnum

class XyropElementStepType(StrEnum):
    ELEMENT_STEP = "element_step"

    def __str__(self) -> str:
        return str(self.value)
