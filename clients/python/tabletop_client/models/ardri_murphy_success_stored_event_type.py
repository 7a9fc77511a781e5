from enum import StrEnum

class ArdriMurphySuccessStoredEventType(StrEnum):
    MURPHYSUCCESSSTORED = "MurphySuccessStored"

    def __str__(self) -> str:
        return str(self.value)
