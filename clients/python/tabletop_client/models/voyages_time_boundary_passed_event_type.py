from enum import StrEnum

class VoyagesTimeBoundaryPassedEventType(StrEnum):
    TIMEBOUNDARYPASSED = "TimeBoundaryPassed"

    def __str__(self) -> str:
        return str(self.value)
