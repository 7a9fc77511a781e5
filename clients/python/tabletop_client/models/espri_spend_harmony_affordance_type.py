from enum import StrEnum

class EspriSpendHarmonyAffordanceType(StrEnum):
    SPENDHARMONY = "SpendHarmony"

    def __str__(self) -> str:
        return str(self.value)
