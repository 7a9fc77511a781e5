from enum import StrEnum

class EspriKeepPrayerGemType(StrEnum):
    KEEPPRAYERGEM = "KeepPrayerGem"

    def __str__(self) -> str:
        return str(self.value)
