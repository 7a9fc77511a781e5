from enum import StrEnum

class EspriPlaceExtraGemsType(StrEnum):
    PLACEEXTRAGEMS = "PlaceExtraGems"

    def __str__(self) -> str:
        return str(self.value)
