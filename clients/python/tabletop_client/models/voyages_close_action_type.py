from enum import StrEnum

class VoyagesCloseActionType(StrEnum):
    CLOSEACTION = "CloseAction"

    def __str__(self) -> str:
        return str(self.value)
