from enum import StrEnum

class VoyagesRestoreTattooTintAffordanceType(StrEnum):
    RESTORETATTOOTINT = "RestoreTattooTint"

    def __str__(self) -> str:
        return str(self.value)
