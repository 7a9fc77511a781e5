from enum import StrEnum

class LocquemareGainProwessType(StrEnum):
    GAINPROWESS = "GainProwess"

    def __str__(self) -> str:
        return str(self.value)
