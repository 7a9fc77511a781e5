from enum import StrEnum

class LocquemareActionResolvedEventType(StrEnum):
    ACTIONRESOLVED = "ActionResolved"

    def __str__(self) -> str:
        return str(self.value)
