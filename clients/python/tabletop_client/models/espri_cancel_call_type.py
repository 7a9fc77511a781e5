from enum import StrEnum

class EspriCancelCallType(StrEnum):
    CANCELCALL = "CancelCall"

    def __str__(self) -> str:
        return str(self.value)
