from enum import StrEnum

class LocquemareEvolutionTrackEmptiedEventType(StrEnum):
    EVOLUTIONTRACKEMPTIED = "EvolutionTrackEmptied"

    def __str__(self) -> str:
        return str(self.value)
