from enum import StrEnum

class LocquemareSetDifficultyType(StrEnum):
    SETDIFFICULTY = "SetDifficulty"

    def __str__(self) -> str:
        return str(self.value)
