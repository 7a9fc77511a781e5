from enum import StrEnum

class EspriCallResultDeterminedShiftType0(StrEnum):
    DOWN = "down"
    UP = "up"

    def __str__(self) -> str:
        return str(self.value)
