from enum import StrEnum

class ArdriConcurrenceOpenedEventType(StrEnum):
    CONCURRENCEOPENED = "ConcurrenceOpened"

    def __str__(self) -> str:
        return str(self.value)
