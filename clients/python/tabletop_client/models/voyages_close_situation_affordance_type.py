from enum import StrEnum

class VoyagesCloseSituationAffordanceType(StrEnum):
    CLOSESITUATION = "CloseSituation"

    def __str__(self) -> str:
        return str(self.value)
