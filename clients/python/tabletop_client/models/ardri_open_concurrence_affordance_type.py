from enum import StrEnum

class ArdriOpenConcurrenceAffordanceType(StrEnum):
    OPENCONCURRENCE = "OpenConcurrence"

    def __str__(self) -> str:
        return str(self.value)
