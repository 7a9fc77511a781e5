from enum import StrEnum

class VoyagesScoreSituationType(StrEnum):
    SCORESITUATION = "ScoreSituation"

    def __str__(self) -> str:
        return str(self.value)
