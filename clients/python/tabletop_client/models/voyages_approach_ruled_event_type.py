from enum import StrEnum

class VoyagesApproachRuledEventType(StrEnum):
    APPROACHRULED = "ApproachRuled"

    def __str__(self) -> str:
        return str(self.value)
