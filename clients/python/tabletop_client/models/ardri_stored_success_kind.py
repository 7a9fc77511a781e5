from enum import StrEnum

class ArdriStoredSuccessKind(StrEnum):
    LOST = "lost"
    WASTED = "wasted"

    def __str__(self) -> str:
        return str(self.value)
