from enum import StrEnum

class VoyagesEndDayType(StrEnum):
    ENDDAY = "EndDay"

    def __str__(self) -> str:
        return str(self.value)
