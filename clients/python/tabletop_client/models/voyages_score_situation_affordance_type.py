from enum import StrEnum

class VoyagesScoreSituationAffordanceType(StrEnum):
    SCORESITUATION = "ScoreSituation"

    def __str__(self) -> str:
        return str(self.value)
