from enum import StrEnum

class VoyagesTintSpentForRerollTintSource(StrEnum):
    OWN = "own"
    TATTOO = "tattoo"

    def __str__(self) -> str:
        return str(self.value)
