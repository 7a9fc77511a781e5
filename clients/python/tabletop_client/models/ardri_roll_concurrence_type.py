from enum import StrEnum

class ArdriRollConcurrenceType(StrEnum):
    ROLLCONCURRENCE = "RollConcurrence"

    def __str__(self) -> str:
        return str(self.value)
