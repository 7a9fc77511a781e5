from enum import StrEnum

class EspriPlaceCallGemsType(StrEnum):
    PLACECALLGEMS = "PlaceCallGems"

    def __str__(self) -> str:
        return str(self.value)
