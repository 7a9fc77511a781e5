from enum import StrEnum

class ArdriActionRollStorableKindType0(StrEnum):
    LOST = "lost"
    WASTED = "wasted"

    def __str__(self) -> str:
        return str(self.value)
