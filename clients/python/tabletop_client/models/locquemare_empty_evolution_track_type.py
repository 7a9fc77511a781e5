from enum import StrEnum

class LocquemareEmptyEvolutionTrackType(StrEnum):
    EMPTYEVOLUTIONTRACK = "EmptyEvolutionTrack"

    def __str__(self) -> str:
        return str(self.value)
