from enum import StrEnum

class LocquemareActionRolledEventType(StrEnum):
    ACTIONROLLED = "ActionRolled"

    def __str__(self) -> str:
        return str(self.value)
