from enum import StrEnum

class EspriRedrawType(StrEnum):
    REDRAW = "Redraw"

    def __str__(self) -> str:
        return str(self.value)
