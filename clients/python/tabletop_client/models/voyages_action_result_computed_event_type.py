from enum import StrEnum

class VoyagesActionResultComputedEventType(StrEnum):
    ACTIONRESULTCOMPUTED = "ActionResultComputed"

    def __str__(self) -> str:
        return str(self.value)
