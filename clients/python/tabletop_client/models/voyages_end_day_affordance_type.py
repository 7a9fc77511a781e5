from enum import StrEnum

class VoyagesEndDayAffordanceType(StrEnum):
    ENDDAY = "EndDay"

    def __str__(self) -> str:
        return str(self.value)
