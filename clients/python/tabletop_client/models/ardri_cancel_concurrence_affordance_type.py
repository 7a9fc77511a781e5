from enum import StrEnum

class ArdriCancelConcurrenceAffordanceType(StrEnum):
    CANCELCONCURRENCE = "CancelConcurrence"

    def __str__(self) -> str:
        return str(self.value)
