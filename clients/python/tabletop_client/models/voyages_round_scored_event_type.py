from enum import StrEnum

class VoyagesRoundScoredEventType(StrEnum):
    ROUNDSCORED = "RoundScored"

    def __str__(self) -> str:
        return str(self.value)
