from enum import StrEnum

class LocquemareActivateProwessAffordanceType(StrEnum):
    ACTIVATEPROWESS = "ActivateProwess"

    def __str__(self) -> str:
        return str(self.value)
