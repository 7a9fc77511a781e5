from enum import StrEnum

class EspriSpendHarmonyPurpose(StrEnum):
    OTHER = "other"
    RESISTANCE = "resistance"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
