from enum import StrEnum

class XyropStartSessionType(StrEnum):
    STARTSESSION = "StartSession"

    def __str__(self) -> str:
        return str(self.value)
