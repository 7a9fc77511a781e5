from enum import StrEnum

class EspriPrayerGemKeptEventType(StrEnum):
    PRAYERGEMKEPT = "PrayerGemKept"

    def __str__(self) -> str:
        return str(self.value)
