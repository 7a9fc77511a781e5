from enum import StrEnum

class LocquemareKeyActivatedEventType(StrEnum):
    KEYACTIVATED = "KeyActivated"

    def __str__(self) -> str:
        return str(self.value)
