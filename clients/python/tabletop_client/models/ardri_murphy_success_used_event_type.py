from enum import StrEnum

class ArdriMurphySuccessUsedEventType(StrEnum):
    MURPHYSUCCESSUSED = "MurphySuccessUsed"

    def __str__(self) -> str:
        return str(self.value)
