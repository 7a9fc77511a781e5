from enum import StrEnum

class VoyagesContestApproachType(StrEnum):
    CONTESTAPPROACH = "ContestApproach"

    def __str__(self) -> str:
        return str(self.value)
