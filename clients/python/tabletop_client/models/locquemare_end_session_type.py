from enum import StrEnum

class LocquemareEndSessionType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
