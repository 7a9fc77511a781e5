from enum import StrEnum

class XyropOppositionKind(StrEnum):
    DIFFICULTY = "difficulty"
    NPC = "npc"

    def __str__(self) -> str:
        return str(self.value)
