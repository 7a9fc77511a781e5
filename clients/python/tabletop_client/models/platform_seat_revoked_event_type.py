from enum import StrEnum

class PlatformSeatRevokedEventType(StrEnum):
    SEATREVOKED = "SeatRevoked"

    def __str__(self) -> str:
        return str(self.value)
