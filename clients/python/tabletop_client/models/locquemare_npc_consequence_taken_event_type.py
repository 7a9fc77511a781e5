from enum import StrEnum

class LocquemareNpcConsequenceTakenEventType(StrEnum):
    NPCCONSEQUENCETAKEN = "NpcConsequenceTaken"

    def __str__(self) -> str:
        return str(self.value)
