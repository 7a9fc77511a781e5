from enum import StrEnum

class ArdriConcurrenceCancelledEventType(StrEnum):
    CONCURRENCECANCELLED = "ConcurrenceCancelled"

    def __str__(self) -> str:
        return str(self.value)
