from enum import StrEnum

class VoyagesRerollWithTintType(StrEnum):
    REROLLWITHTINT = "RerollWithTint"

    def __str__(self) -> str:
        return str(self.value)
