from enum import StrEnum

class LocquemareElanCreatedEventType(StrEnum):
    ELANCREATED = "ElanCreated"

    def __str__(self) -> str:
        return str(self.value)
