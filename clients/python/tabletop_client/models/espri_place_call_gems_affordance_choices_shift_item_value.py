from enum import StrEnum

class EspriPlaceCallGemsAffordanceChoicesShiftItemValue(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
