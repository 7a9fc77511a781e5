from enum import StrEnum

class VoyagesApproachChosenEventType(StrEnum):
    APPROACHCHOSEN = "ApproachChosen"

    def __str__(self) -> str:
        return str(self.value)
