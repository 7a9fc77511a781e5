from enum import StrEnum

class ArdriConcurrenceRolledEventType(StrEnum):
    CONCURRENCEROLLED = "ConcurrenceRolled"

    def __str__(self) -> str:
        return str(self.value)
