from enum import StrEnum

class VoyagesTargetKind(StrEnum):
    CHARACTER = "character"
    THING = "thing"

    def __str__(self) -> str:
        return str(self.value)
