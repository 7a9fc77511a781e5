from enum import StrEnum

class ArdriEndSessionAffordanceType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
