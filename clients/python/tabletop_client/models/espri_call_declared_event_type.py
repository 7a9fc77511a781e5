from enum import StrEnum

class EspriCallDeclaredEventType(StrEnum):
    CALLDECLARED = "CallDeclared"

    def __str__(self) -> str:
        return str(self.value)
