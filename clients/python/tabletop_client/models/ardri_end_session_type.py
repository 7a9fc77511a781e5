from enum import StrEnum

class ArdriEndSessionType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
