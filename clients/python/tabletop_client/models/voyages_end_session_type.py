from enum import StrEnum

class VoyagesEndSessionType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
