from enum import StrEnum

class VoyagesRerollWithTintTintSource(StrEnum):
    OWN = "own"
    TATTOO = "tattoo"

    def __str__(self) -> str:
        return str(self.value)
