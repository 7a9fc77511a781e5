from enum import StrEnum

class EspriAwardHarmonyAffordanceType(StrEnum):
    AWARDHARMONY = "AwardHarmony"

    def __str__(self) -> str:
        return str(self.value)
