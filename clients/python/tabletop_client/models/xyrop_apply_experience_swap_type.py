from enum import StrEnum

class XyropApplyExperienceSwapType(StrEnum):
    APPLYEXPERIENCESWAP = "ApplyExperienceSwap"

    def __str__(self) -> str:
        return str(self.value)
