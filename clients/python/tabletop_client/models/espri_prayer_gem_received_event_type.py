from enum import StrEnum

class EspriPrayerGemReceivedEventType(StrEnum):
    PRAYERGEMRECEIVED = "PrayerGemReceived"

    def __str__(self) -> str:
        return str(self.value)
