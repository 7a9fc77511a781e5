from enum import StrEnum

class XyropAdjustElementAffordanceChoicesXyropAdjustElementAffordanceActionChoiceValue(StrEnum):
    DOWN = "down"
    REMOVE = "remove"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
