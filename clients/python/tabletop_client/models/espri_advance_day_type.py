from enum import StrEnum

class EspriAdvanceDayType(StrEnum):
    ADVANCEDAY = "AdvanceDay"

    def __str__(self) -> str:
        return str(self.value)
