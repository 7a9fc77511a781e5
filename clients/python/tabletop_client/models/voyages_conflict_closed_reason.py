from enum import StrEnum

class VoyagesConflictClosedReason(StrEnum):
    AGREEMENT = "agreement"
    GM = "gm"
    SETTLED = "settled"
    SIDES_LEFT = "sides_left"

    def __str__(self) -> str:
        return str(self.value)
