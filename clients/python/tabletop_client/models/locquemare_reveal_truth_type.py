from enum import StrEnum

class LocquemareRevealTruthType(StrEnum):
    REVEALTRUTH = "RevealTruth"

    def __str__(self) -> str:
        return str(self.value)
