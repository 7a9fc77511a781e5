from enum import StrEnum

class VoyagesStartRoundType(StrEnum):
    STARTROUND = "StartRound"

    def __str__(self) -> str:
        return str(self.value)
