from enum import StrEnum

class EspriAddPrayerGemAffordanceType(StrEnum):
    ADDPRAYERGEM = "AddPrayerGem"

    def __str__(self) -> str:
        return str(self.value)
