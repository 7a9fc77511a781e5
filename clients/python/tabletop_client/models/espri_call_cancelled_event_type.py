from enum import StrEnum

class EspriCallCancelledEventType(StrEnum):
    CALLCANCELLED = "CallCancelled"

    def __str__(self) -> str:
        return str(self.value)
