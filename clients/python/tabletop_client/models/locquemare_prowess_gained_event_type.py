from enum import StrEnum

class LocquemareProwessGainedEventType(StrEnum):
    PROWESSGAINED = "ProwessGained"

    def __str__(self) -> str:
        return str(self.value)
