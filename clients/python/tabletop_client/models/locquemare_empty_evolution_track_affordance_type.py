from enum import StrEnum

class LocquemareEmptyEvolutionTrackAffordanceType(StrEnum):
    EMPTYEVOLUTIONTRACK = "EmptyEvolutionTrack"

    def __str__(self) -> str:
        return str(self.value)
