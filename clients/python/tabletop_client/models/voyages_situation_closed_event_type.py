from enum import StrEnum

class VoyagesSituationClosedEventType(StrEnum):
    SITUATIONCLOSED = "SituationClosed"

    def __str__(self) -> str:
        return str(self.value)
