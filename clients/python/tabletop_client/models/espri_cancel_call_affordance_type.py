from enum import StrEnum

class EspriCancelCallAffordanceType(StrEnum):
    CANCELCALL = "CancelCall"

    def __str__(self) -> str:
        return str(self.value)
