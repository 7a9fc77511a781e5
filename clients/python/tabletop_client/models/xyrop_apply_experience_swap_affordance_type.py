from enum import StrEnum

class XyropApplyExperienceSwapAffordanceType(StrEnum):
    APPLYEXPERIENCESWAP = "ApplyExperienceSwap"

    def __str__(self) -> str:
        return str(self.value)
