from enum import StrEnum

class ArdriActionRolledStorableKindType0(StrEnum):
    LOST = "lost"
    WASTED = "wasted"

    def __str__(self) -> str:
        return str(self.value)
