from enum import StrEnum

class VoyagesSetInvolvementType(StrEnum):
    SETINVOLVEMENT = "SetInvolvement"

    def __str__(self) -> str:
        return str(self.value)
