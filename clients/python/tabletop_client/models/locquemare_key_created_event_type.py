from enum import StrEnum

class LocquemareKeyCreatedEventType(StrEnum):
    KEYCREATED = "KeyCreated"

    def __str__(self) -> str:
        return str(self.value)
