from enum import StrEnum

class XyropContestStatus(StrEnum):
    AWAITING_OPPOSITION = "awaiting_opposition"
    CANCELLED = "cancelled"
    RESOLVED = "resolved"

    def __str__(self) -> str:
        return str(self.value)
