from enum import StrEnum

class VoyagesBlocksDeclaredEventType(StrEnum):
    BLOCKSDECLARED = "BlocksDeclared"

    def __str__(self) -> str:
        return str(self.value)
