from enum import StrEnum

class EspriPrayerGemReturnedEventType(StrEnum):
    PRAYERGEMRETURNED = "PrayerGemReturned"

    def __str__(self) -> str:
        return str(self.value)
