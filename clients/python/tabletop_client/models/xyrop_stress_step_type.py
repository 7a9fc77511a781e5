from enum import StrEnum

class XyropStressStepType(StrEnum):
    STRESS_STEP = "stress_step"

    def __str__(self) -> str:
        return str(self.value)
