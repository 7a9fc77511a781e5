from enum import StrEnum

class VoyagesSituationPointsSpentEventType(StrEnum):
    SITUATIONPOINTSSPENT = "SituationPointsSpent"

    def __str__(self) -> str:
        return str(self.value)
