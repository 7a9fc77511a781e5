from enum import StrEnum

class EspriChooseShiftType(StrEnum):
    CHOOSESHIFT = "ChooseShift"

    def __str__(self) -> str:
        return str(self.value)
