from enum import StrEnum

class EspriSpendHarmonyAffordanceChoicesPurposeItemValue(StrEnum):
    OTHER = "other"
    RESISTANCE = "resistance"
    SCORE = "score"

    def __str__(self) -> str:
        return str(self.value)
