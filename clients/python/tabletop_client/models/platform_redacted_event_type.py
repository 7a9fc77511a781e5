from enum import StrEnum

class PlatformRedactedEventType(StrEnum):
    REDACTED = "Redacted"

    def __str__(self) -> str:
        return str(self.value)
