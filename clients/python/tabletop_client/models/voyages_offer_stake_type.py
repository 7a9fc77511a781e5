from enum import StrEnum

class VoyagesOfferStakeType(StrEnum):
    OFFERSTAKE = "OfferStake"

    def __str__(self) -> str:
        return str(self.value)
