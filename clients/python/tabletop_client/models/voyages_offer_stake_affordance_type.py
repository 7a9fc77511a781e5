from enum import StrEnum

class VoyagesOfferStakeAffordanceType(StrEnum):
    OFFERSTAKE = "OfferStake"

    def __str__(self) -> str:
        return str(self.value)
