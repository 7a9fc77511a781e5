from enum import StrEnum

class EspriAwardHarmonyType(StrEnum):
    AWARDHARMONY = "AwardHarmony"

    def __str__(self) -> str:
        return str(self.value)
