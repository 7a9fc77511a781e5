from enum import StrEnum

class PlatformSeatJoinedEventType(StrEnum):
    SEATJOINED = "SeatJoined"

    def __str__(self) -> str:
        return str(self.value)
