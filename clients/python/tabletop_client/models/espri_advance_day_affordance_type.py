from enum import StrEnum

class EspriAdvanceDayAffordanceType(StrEnum):
    ADVANCEDAY = "AdvanceDay"

    def __str__(self) -> str:
        return str(self.value)
