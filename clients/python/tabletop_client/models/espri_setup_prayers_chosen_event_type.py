from enum import StrEnum

class EspriSetupPrayersChosenEventType(StrEnum):
    SETUPPRAYERSCHOSEN = "SetupPrayersChosen"

    def __str__(self) -> str:
        return str(self.value)
