from enum import StrEnum

class ArdriActionRolledEventType(StrEnum):
    ACTIONROLLED = "ActionRolled"

    def __str__(self) -> str:
        return str(self.value)
