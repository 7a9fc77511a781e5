from enum import StrEnum

class VoyagesEscalationChangedCause(StrEnum):
    DE_ESCALATE = "de_escalate"
    ESCALATE = "escalate"
    FRAME_CHANGE = "frame_change"

    def __str__(self) -> str:
        return str(self.value)
