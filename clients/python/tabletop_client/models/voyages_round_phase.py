from enum import StrEnum

class VoyagesRoundPhase(StrEnum):
    APPROACH = "approach"
    BLOCKING = "blocking"
    ROLLING = "rolling"
    SPENDING = "spending"

    def __str__(self) -> str:
        return str(self.value)
