from enum import StrEnum

class LocquemareEvolutionPointsAwardedEventType(StrEnum):
    EVOLUTIONPOINTSAWARDED = "EvolutionPointsAwarded"

    def __str__(self) -> str:
        return str(self.value)
