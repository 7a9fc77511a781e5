from enum import StrEnum

class EspriSpendHarmonyType(StrEnum):
    SPENDHARMONY = "SpendHarmony"

    def __str__(self) -> str:
        return str(self.value)
