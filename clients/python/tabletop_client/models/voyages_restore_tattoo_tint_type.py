from enum import StrEnum

class VoyagesRestoreTattooTintType(StrEnum):
    RESTORETATTOOTINT = "RestoreTattooTint"

    def __str__(self) -> str:
        return str(self.value)
