from enum import StrEnum

class VoyagesEndSessionAffordanceType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
