from enum import StrEnum

class LocquemareAcceptDefeatType(StrEnum):
    ACCEPTDEFEAT = "AcceptDefeat"

    def __str__(self) -> str:
        return str(self.value)
