from enum import StrEnum

class VoyagesApproachKeptEventType(StrEnum):
    APPROACHKEPT = "ApproachKept"

    def __str__(self) -> str:
        return str(self.value)
