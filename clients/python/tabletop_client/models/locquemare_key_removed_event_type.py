from enum import StrEnum

class LocquemareKeyRemovedEventType(StrEnum):
    KEYREMOVED = "KeyRemoved"

    def __str__(self) -> str:
        return str(self.value)
