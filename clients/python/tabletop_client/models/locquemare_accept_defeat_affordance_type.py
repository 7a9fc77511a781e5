from enum import StrEnum

class LocquemareAcceptDefeatAffordanceType(StrEnum):
    ACCEPTDEFEAT = "AcceptDefeat"

    def __str__(self) -> str:
        return str(self.value)
