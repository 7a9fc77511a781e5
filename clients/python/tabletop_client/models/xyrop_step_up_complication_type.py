from enum import StrEnum

class XyropStepUpComplicationType(StrEnum):
    STEP_UP_COMPLICATION = "step_up_complication"

    def __str__(self) -> str:
        return str(self.value)
