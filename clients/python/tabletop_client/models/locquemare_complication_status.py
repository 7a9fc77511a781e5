from enum import StrEnum

class LocquemareComplicationStatus(StrEnum):
    ACCEPTED = "accepted"
    PENDING = "pending"
    REFUSED = "refused"

    def __str__(self) -> str:
        return str(self.value)
