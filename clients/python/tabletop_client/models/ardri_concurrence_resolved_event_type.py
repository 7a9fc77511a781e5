from enum import StrEnum

class ArdriConcurrenceResolvedEventType(StrEnum):
    CONCURRENCERESOLVED = "ConcurrenceResolved"

    def __str__(self) -> str:
        return str(self.value)
