from enum import StrEnum

class VoyagesSpendSituationPointsType(StrEnum):
    SPENDSITUATIONPOINTS = "SpendSituationPoints"

    def __str__(self) -> str:
        return str(self.value)
