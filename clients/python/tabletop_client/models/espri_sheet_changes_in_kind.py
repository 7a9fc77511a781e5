from enum import StrEnum

class EspriSheetChangesInKind(StrEnum):
    GUARDIAN = "guardian"
    PRIESTESS = "priestess"

    def __str__(self) -> str:
        return str(self.value)
