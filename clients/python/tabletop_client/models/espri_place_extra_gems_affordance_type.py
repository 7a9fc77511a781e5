from enum import StrEnum

class EspriPlaceExtraGemsAffordanceType(StrEnum):
    PLACEEXTRAGEMS = "PlaceExtraGems"

    def __str__(self) -> str:
        return str(self.value)
