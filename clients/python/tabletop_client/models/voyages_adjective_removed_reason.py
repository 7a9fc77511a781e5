from enum import StrEnum

class VoyagesAdjectiveRemovedReason(StrEnum):
    EXPIRED = "expired"
    GM = "gm"
    NEGATED = "negated"
    REDUCED = "reduced"
    USED = "used"

    def __str__(self) -> str:
        return str(self.value)
