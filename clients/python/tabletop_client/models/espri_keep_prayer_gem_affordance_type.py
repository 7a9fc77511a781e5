from enum import StrEnum

class EspriKeepPrayerGemAffordanceType(StrEnum):
    KEEPPRAYERGEM = "KeepPrayerGem"

    def __str__(self) -> str:
        return str(self.value)
