from enum import StrEnum

class ArdriMurphySuccessStoredKind(StrEnum):
    LOST = "lost"
    WASTED = "wasted"

    def __str__(self) -> str:
        return str(self.value)
