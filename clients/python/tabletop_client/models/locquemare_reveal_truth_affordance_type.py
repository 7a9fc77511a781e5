from enum import StrEnum

class LocquemareRevealTruthAffordanceType(StrEnum):
    REVEALTRUTH = "RevealTruth"

    def __str__(self) -> str:
        return str(self.value)
