from enum import StrEnum

class LocquemareApproachesAdjustedEventType(StrEnum):
    APPROACHESADJUSTED = "ApproachesAdjusted"

    def __str__(self) -> str:
        return str(self.value)
