from enum import StrEnum

class LocquemareAwardEvolutionPointsType(StrEnum):
    AWARDEVOLUTIONPOINTS = "AwardEvolutionPoints"

    def __str__(self) -> str:
        return str(self.value)
