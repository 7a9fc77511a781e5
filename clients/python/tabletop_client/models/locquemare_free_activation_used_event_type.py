from enum import StrEnum

class LocquemareFreeActivationUsedEventType(StrEnum):
    FREEACTIVATIONUSED = "FreeActivationUsed"

    def __str__(self) -> str:
        return str(self.value)
