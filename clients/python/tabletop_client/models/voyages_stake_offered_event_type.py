from enum import StrEnum

class VoyagesStakeOfferedEventType(StrEnum):
    STAKEOFFERED = "StakeOffered"

    def __str__(self) -> str:
        return str(self.value)
