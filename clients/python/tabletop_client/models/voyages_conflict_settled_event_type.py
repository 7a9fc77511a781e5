from enum import StrEnum

class VoyagesConflictSettledEventType(StrEnum):
    CONFLICTSETTLED = "ConflictSettled"

    def __str__(self) -> str:
        return str(self.value)
