from enum import StrEnum

class EspriPlaceCallGemsAffordanceType(StrEnum):
    PLACECALLGEMS = "PlaceCallGems"

    def __str__(self) -> str:
        return str(self.value)
