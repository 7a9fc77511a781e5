from enum import StrEnum

class LocquemareActivateProwessType(StrEnum):
    ACTIVATEPROWESS = "ActivateProwess"

    def __str__(self) -> str:
        return str(self.value)
