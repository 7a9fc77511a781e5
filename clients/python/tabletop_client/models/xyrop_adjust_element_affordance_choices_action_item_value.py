from enum import StrEnum

class XyropAdjustElementAffordanceChoicesActionItemValue(StrEnum):
    DOWN = "down"
    REMOVE = "remove"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
