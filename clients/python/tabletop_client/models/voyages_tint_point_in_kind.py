from enum import StrEnum

class VoyagesTintPointInKind(StrEnum):
    FREE = "free"
    PERSONAL = "personal"

    def __str__(self) -> str:
        return str(self.value)
