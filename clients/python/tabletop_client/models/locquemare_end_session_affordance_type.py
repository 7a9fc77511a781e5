from enum import StrEnum

class LocquemareEndSessionAffordanceType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
