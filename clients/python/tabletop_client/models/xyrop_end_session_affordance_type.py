from enum import StrEnum

class XyropEndSessionAffordanceType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
