from enum import StrEnum

class VoyagesCloseSituationType(StrEnum):
    CLOSESITUATION = "CloseSituation"

    def __str__(self) -> str:
        return str(self.value)
