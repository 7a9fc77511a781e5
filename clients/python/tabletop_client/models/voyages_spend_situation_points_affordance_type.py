from enum import StrEnum

class VoyagesSpendSituationPointsAffordanceType(StrEnum):
    SPENDSITUATIONPOINTS = "SpendSituationPoints"

    def __str__(self) -> str:
        return str(self.value)
