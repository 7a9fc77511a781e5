from enum import StrEnum

class PlatformSeatTokenRotatedEventType(StrEnum):
    SEATTOKENROTATED = "SeatTokenRotated"

    def __str__(self) -> str:
        return str(self.value)
