from enum import StrEnum

class XyropOppositionRolledKind(StrEnum):
    DIFFICULTY = "difficulty"
    NPC = "npc"

    def __str__(self) -> str:
        return str(self.value)
