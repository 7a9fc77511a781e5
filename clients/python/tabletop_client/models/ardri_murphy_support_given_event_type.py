from enum import StrEnum

class ArdriMurphySupportGivenEventType(StrEnum):
    MURPHYSUPPORTGIVEN = "MurphySupportGiven"

    def __str__(self) -> str:
        return str(self.value)
