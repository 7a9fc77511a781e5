from enum import StrEnum

class EspriCallGemsChosenModifierType0(StrEnum):
    RUPTURE = "rupture"
    TIME = "time"

    def __str__(self) -> str:
        return str(self.value)
