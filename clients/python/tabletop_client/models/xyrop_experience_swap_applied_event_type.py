from enum import StrEnum

class XyropExperienceSwapAppliedEventType(StrEnum):
    EXPERIENCESWAPAPPLIED = "ExperienceSwapApplied"

    def __str__(self) -> str:
        return str(self.value)
