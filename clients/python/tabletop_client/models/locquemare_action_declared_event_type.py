from enum import StrEnum

class LocquemareActionDeclaredEventType(StrEnum):
    ACTIONDECLARED = "ActionDeclared"

    def __str__(self) -> str:
        return str(self.value)
