from enum import StrEnum

class ArdriConcurrenceStatus(StrEnum):
    CANCELLED = "cancelled"
    OPEN = "open"
    RESOLVED = "resolved"

    def __str__(self) -> str:
        return str(self.value)
