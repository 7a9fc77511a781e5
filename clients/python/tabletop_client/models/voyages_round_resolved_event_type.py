from enum import StrEnum

class VoyagesRoundResolvedEventType(StrEnum):
    ROUNDRESOLVED = "RoundResolved"

    def __str__(self) -> str:
        return str(self.value)
