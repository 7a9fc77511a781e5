from enum import StrEnum

class EspriPlaceCallGemsAffordanceChoicesModifierItemValue(StrEnum):
    RUPTURE = "rupture"
    TIME = "time"

    def __str__(self) -> str:
        return str(self.value)
