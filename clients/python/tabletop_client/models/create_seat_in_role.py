from enum import StrEnum

class CreateSeatInRole(StrEnum):
    OBSERVER = "observer"
    PLAYER = "player"

    def __str__(self) -> str:
        return str(self.value)
