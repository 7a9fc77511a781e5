from enum import StrEnum

class VoyagesActionRolledEventType(StrEnum):
    ACTIONROLLED = "ActionRolled"

    def __str__(self) -> str:
        return str(self.value)
