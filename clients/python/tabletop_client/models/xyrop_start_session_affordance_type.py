from enum import StrEnum

class XyropStartSessionAffordanceType(StrEnum):
    STARTSESSION = "StartSession"

    def __str__(self) -> str:
        return str(self.value)
