from enum import StrEnum

class VoyagesRollRerolledEventType(StrEnum):
    ROLLREROLLED = "RollRerolled"

    def __str__(self) -> str:
        return str(self.value)
