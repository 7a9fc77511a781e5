from enum import StrEnum

class VoyagesEndConflictReason(StrEnum):
    AGREEMENT = "agreement"
    GM = "gm"

    def __str__(self) -> str:
        return str(self.value)
