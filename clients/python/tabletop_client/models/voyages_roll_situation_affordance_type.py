from enum import StrEnum

class VoyagesRollSituationAffordanceType(StrEnum):
    ROLLSITUATION = "RollSituation"

    def __str__(self) -> str:
        return str(self.value)
