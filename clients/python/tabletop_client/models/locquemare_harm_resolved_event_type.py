from enum import StrEnum

class LocquemareHarmResolvedEventType(StrEnum):
    HARMRESOLVED = "HarmResolved"

    def __str__(self) -> str:
        return str(self.value)
