from enum import StrEnum

class VoyagesStartRoundAffordanceType(StrEnum):
    STARTROUND = "StartRound"

    def __str__(self) -> str:
        return str(self.value)
