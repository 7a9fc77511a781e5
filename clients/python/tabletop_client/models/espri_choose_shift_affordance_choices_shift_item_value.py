from enum import StrEnum

class EspriChooseShiftAffordanceChoicesShiftItemValue(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
