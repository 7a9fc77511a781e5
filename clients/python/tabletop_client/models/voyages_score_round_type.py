from enum import StrEnum

class VoyagesScoreRoundType(StrEnum):
    SCOREROUND = "ScoreRound"

    def __str__(self) -> str:
        return str(self.value)
