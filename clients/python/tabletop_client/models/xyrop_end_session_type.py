from enum import StrEnum

class XyropEndSessionType(StrEnum):
    ENDSESSION = "EndSession"

    def __str__(self) -> str:
        return str(self.value)
