from enum import StrEnum

class VoyagesStakeWithdrawnEventType(StrEnum):
    STAKEWITHDRAWN = "StakeWithdrawn"

    def __str__(self) -> str:
        return str(self.value)
