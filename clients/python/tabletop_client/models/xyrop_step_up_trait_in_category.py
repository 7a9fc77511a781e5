from enum import StrEnum

class XyropStepUpTraitInCategory(StrEnum):
    APPROACH = "approach"
    ROLE = "role"
    TREASURE = "treasure"
    VALUE = "value"

    def __str__(self) -> str:
        return str(self.value)
