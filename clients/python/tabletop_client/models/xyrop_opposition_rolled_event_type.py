from enum import StrEnum

class XyropOppositionRolledEventType(StrEnum):
    OPPOSITIONROLLED = "OppositionRolled"

    def __str__(self) -> str:
        return str(self.value)
