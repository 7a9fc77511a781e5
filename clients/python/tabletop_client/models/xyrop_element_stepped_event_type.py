from enum import StrEnum

class XyropElementSteppedEventType(StrEnum):
    ELEMENTSTEPPED = "ElementStepped"

    def __str__(self) -> str:
        return str(self.value)
