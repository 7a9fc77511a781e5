from enum import StrEnum

class LocquemareProwessActivatedEventType(StrEnum):
    PROWESSACTIVATED = "ProwessActivated"

    def __str__(self) -> str:
        return str(self.value)
