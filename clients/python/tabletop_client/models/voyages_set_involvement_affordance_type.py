from enum import StrEnum

class VoyagesSetInvolvementAffordanceType(StrEnum):
    SETINVOLVEMENT = "SetInvolvement"

    def __str__(self) -> str:
        return str(self.value)
