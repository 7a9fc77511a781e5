from enum import StrEnum

class VoyagesRerollWithTintAffordanceType(StrEnum):
    REROLLWITHTINT = "RerollWithTint"

    def __str__(self) -> str:
        return str(self.value)
