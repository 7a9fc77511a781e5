from enum import StrEnum

class ArdriOfferMurphySupportAffordanceType(StrEnum):
    OFFERMURPHYSUPPORT = "OfferMurphySupport"

    def __str__(self) -> str:
        return str(self.value)
