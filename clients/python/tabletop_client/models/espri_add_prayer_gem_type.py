from enum import StrEnum

class EspriAddPrayerGemType(StrEnum):
    ADDPRAYERGEM = "AddPrayerGem"

    def __str__(self) -> str:
        return str(self.value)
