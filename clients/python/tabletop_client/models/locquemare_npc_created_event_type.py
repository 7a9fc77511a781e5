from enum import StrEnum

class LocquemareNpcCreatedEventType(StrEnum):
    NPCCREATED = "NpcCreated"

    def __str__(self) -> str:
        return str(self.value)
