from enum import StrEnum

class ArdriOpenConcurrenceType(StrEnum):
    OPENCONCURRENCE = "OpenConcurrence"

    def __str__(self) -> str:
        return str(self.value)
