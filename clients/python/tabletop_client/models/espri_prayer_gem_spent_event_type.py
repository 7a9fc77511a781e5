from enum import StrEnum

class EspriPrayerGemSpentEventType(StrEnum):
    PRAYERGEMSPENT = "PrayerGemSpent"

    def __str__(self) -> str:
        return str(self.value)
