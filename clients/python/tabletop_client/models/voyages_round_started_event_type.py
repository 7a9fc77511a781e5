from enum import StrEnum

class VoyagesRoundStartedEventType(StrEnum):
    ROUNDSTARTED = "RoundStarted"

    def __str__(self) -> str:
        return str(self.value)
