from enum import StrEnum

class EspriDayAdvancedEventType(StrEnum):
    DAYADVANCED = "DayAdvanced"

    def __str__(self) -> str:
        return str(self.value)
