from enum import StrEnum

class EspriCallAwaitingEventType(StrEnum):
    CALLAWAITING = "CallAwaiting"

    def __str__(self) -> str:
        return str(self.value)
