from enum import StrEnum

class LocquemareAwardEvolutionPointsAffordanceType(StrEnum):
    AWARDEVOLUTIONPOINTS = "AwardEvolutionPoints"

    def __str__(self) -> str:
        return str(self.value)
