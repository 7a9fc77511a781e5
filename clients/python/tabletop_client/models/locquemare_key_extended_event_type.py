from enum import StrEnum

class LocquemareKeyExtendedEventType(StrEnum):
    KEYEXTENDED = "KeyExtended"

    def __str__(self) -> str:
        return str(self.value)
