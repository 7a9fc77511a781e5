from enum import StrEnum

class VoyagesEndConflictAffordanceChoicesReasonItemValue(StrEnum):
    AGREEMENT = "agreement"
    GM = "gm"

    def __str__(self) -> str:
        return str(self.value)
