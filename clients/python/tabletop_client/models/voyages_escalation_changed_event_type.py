from enum import StrEnum

class VoyagesEscalationChangedEventType(StrEnum):
    ESCALATIONCHANGED = "EscalationChanged"

    def __str__(self) -> str:
        return str(self.value)
