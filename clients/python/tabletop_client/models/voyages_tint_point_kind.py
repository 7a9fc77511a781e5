from enum import StrEnum

class VoyagesTintPointKind(StrEnum):
    FREE = "free"
    PERSONAL = "personal"

    def __str__(self) -> str:
        return str(self.value)
