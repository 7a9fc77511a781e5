from enum import StrEnum

class LocquemareGainProwessAffordanceType(StrEnum):
    GAINPROWESS = "GainProwess"

    def __str__(self) -> str:
        return str(self.value)
