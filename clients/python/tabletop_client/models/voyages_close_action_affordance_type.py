from enum import StrEnum

class VoyagesCloseActionAffordanceType(StrEnum):
    CLOSEACTION = "CloseAction"

    def __str__(self) -> str:
        return str(self.value)
