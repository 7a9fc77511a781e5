from enum import StrEnum

class EspriCallGemsChosenEventType(StrEnum):
    CALLGEMSCHOSEN = "CallGemsChosen"

    def __str__(self) -> str:
        return str(self.value)
