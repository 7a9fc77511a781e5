from enum import StrEnum

class EspriPlaceCallGemsShiftType0(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
