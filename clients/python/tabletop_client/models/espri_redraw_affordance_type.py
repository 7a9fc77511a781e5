from enum import StrEnum

class EspriRedrawAffordanceType(StrEnum):
    REDRAW = "Redraw"

    def __str__(self) -> str:
        return str(self.value)
