from enum import StrEnum

class EspriChooseSetupPrayersType(StrEnum):
    CHOOSESETUPPRAYERS = "ChooseSetupPrayers"

    def __str__(self) -> str:
        return str(self.value)
