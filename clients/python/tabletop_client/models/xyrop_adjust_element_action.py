from enum import StrEnum

class XyropAdjustElementAction(StrEnum):
    DOWN = "down"
    REMOVE = "remove"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
