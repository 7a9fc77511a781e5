from enum import StrEnum

class VoyagesOpenSituationType(StrEnum):
    OPENSITUATION = "OpenSituation"

    def __str__(self) -> str:
        return str(self.value)
