from enum import StrEnum

class EspriSpendHarmonyForPrayerType(StrEnum):
    SPENDHARMONYFORPRAYER = "SpendHarmonyForPrayer"

    def __str__(self) -> str:
        return str(self.value)
