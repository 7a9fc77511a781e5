from enum import StrEnum

class VoyagesConflictViewStatus(StrEnum):
    BETWEEN_ROUNDS = "between_rounds"
    CLOSED = "closed"
    ROUND = "round"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
