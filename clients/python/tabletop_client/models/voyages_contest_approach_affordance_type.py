from enum import StrEnum

class VoyagesContestApproachAffordanceType(StrEnum):
    CONTESTAPPROACH = "ContestApproach"

    def __str__(self) -> str:
        return str(self.value)
