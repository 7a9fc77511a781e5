from enum import StrEnum

class LocquemareNpcTakenOutEventType(StrEnum):
    NPCTAKENOUT = "NpcTakenOut"

    def __str__(self) -> str:
        return str(self.value)
