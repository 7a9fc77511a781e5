from enum import StrEnum

class ArdriOfferMurphySupportType(StrEnum):
    OFFERMURPHYSUPPORT = "OfferMurphySupport"

    def __str__(self) -> str:
        return str(self.value)
