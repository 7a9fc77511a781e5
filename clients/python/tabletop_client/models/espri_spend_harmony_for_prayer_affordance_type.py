from enum import StrEnum

class EspriSpendHarmonyForPrayerAffordanceType(StrEnum):
    SPENDHARMONYFORPRAYER = "SpendHarmonyForPrayer"

    def __str__(self) -> str:
        return str(self.value)
