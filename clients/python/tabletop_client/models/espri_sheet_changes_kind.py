from enum import StrEnum

class EspriSheetChangesKind(StrEnum):
    GUARDIAN = "guardian"
    PRIESTESS = "priestess"

    def __str__(self) -> str:
        return str(self.value)
