from enum import StrEnum

class XyropStressSteppedEventType(StrEnum):
    STRESSSTEPPED = "StressStepped"

    def __str__(self) -> str:
        return str(self.value)
