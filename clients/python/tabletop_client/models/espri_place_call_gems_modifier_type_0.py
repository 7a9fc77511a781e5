from enum import StrEnum

class EspriPlaceCallGemsModifierType0(StrEnum):
    RUPTURE = "rupture"
    TIME = "time"

    def __str__(self) -> str:
        return str(self.value)
