from enum import StrEnum

class VoyagesTimeBoundaryPassedBoundary(StrEnum):
    ADVENTURE = "adventure"
    DAY = "day"
    SCENE = "scene"
    SESSION = "session"

    def __str__(self) -> str:
        return str(self.value)
