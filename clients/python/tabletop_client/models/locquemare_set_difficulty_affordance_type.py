from enum import StrEnum

class LocquemareSetDifficultyAffordanceType(StrEnum):
    SETDIFFICULTY = "SetDifficulty"

    def __str__(self) -> str:
        return str(self.value)
