from enum import StrEnum

class EspriCallClosedEventType(StrEnum):
    CALLCLOSED = "CallClosed"

    def __str__(self) -> str:
        return str(self.value)
