from enum import StrEnum

class EspriChooseSetupPrayersAffordanceType(StrEnum):
    CHOOSESETUPPRAYERS = "ChooseSetupPrayers"

    def __str__(self) -> str:
        return str(self.value)
