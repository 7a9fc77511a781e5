from enum import StrEnum

class VoyagesApproachContestedEventType(StrEnum):
    APPROACHCONTESTED = "ApproachContested"

    def __str__(self) -> str:
        return str(self.value)
