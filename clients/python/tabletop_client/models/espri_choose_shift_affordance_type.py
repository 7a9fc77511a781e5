from enum import StrEnum

class EspriChooseShiftAffordanceType(StrEnum):
    CHOOSESHIFT = "ChooseShift"

    def __str__(self) -> str:
        return str(self.value)
