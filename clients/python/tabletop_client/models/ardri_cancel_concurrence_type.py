from enum import StrEnum

class ArdriCancelConcurrenceType(StrEnum):
    CANCELCONCURRENCE = "CancelConcurrence"

    def __str__(self) -> str:
        return str(self.value)
