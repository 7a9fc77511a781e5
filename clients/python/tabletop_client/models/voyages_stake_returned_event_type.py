from enum import StrEnum

class VoyagesStakeReturnedEventType(StrEnum):
    STAKERETURNED = "StakeReturned"

    def __str__(self) -> str:
        return str(self.value)
