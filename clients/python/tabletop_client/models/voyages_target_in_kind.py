from enum import StrEnum

class VoyagesTargetInKind(StrEnum):
    CHARACTER = "character"
    THING = "thing"

    def __str__(self) -> str:
        return str(self.value)
