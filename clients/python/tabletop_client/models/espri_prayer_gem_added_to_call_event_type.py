from enum import StrEnum

class EspriPrayerGemAddedToCallEventType(StrEnum):
    PRAYERGEMADDEDTOCALL = "PrayerGemAddedToCall"

    def __str__(self) -> str:
        return str(self.value)
