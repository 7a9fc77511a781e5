from enum import StrEnum

class VoyagesScoreRoundAffordanceType(StrEnum):
    SCOREROUND = "ScoreRound"

    def __str__(self) -> str:
        return str(self.value)
