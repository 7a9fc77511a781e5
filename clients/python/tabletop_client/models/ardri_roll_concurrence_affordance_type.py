from enum import StrEnum

class ArdriRollConcurrenceAffordanceType(StrEnum):
    ROLLCONCURRENCE = "RollConcurrence"

    def __str__(self) -> str:
        return str(self.value)
