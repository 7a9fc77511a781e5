from enum import StrEnum

class XyropStepUpTraitInType(StrEnum):
    STEP_UP = "step_up"

    def __str__(self) -> str:
        return str(self.value)
