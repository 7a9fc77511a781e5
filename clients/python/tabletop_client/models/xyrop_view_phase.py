from enum import StrEnum

class XyropViewPhase(StrEnum):
    AWAITING_OPPOSITION = "awaiting_opposition"
    BETWEEN_SESSIONS = "between_sessions"
    IN_SESSION = "in_session"

    def __str__(self) -> str:
        return str(self.value)
