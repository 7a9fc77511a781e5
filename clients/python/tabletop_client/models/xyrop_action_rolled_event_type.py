from enum import StrEnum

class XyropActionRolledEventType(StrEnum):
    ACTIONROLLED = "ActionRolled"

    def __str__(self) -> str:
        return str(self.value)
