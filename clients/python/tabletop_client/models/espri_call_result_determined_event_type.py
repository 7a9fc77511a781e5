from enum import StrEnum

class EspriCallResultDeterminedEventType(StrEnum):
    CALLRESULTDETERMINED = "CallResultDetermined"

    def __str__(self) -> str:
        return str(self.value)
