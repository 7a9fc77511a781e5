from enum import StrEnum

class VoyagesSituationStatus(StrEnum):
    CLOSED = "closed"
    ROLLING = "rolling"
    SPENDING = "spending"

    def __str__(self) -> str:
        return str(self.value)
