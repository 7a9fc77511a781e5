from enum import StrEnum

class VoyagesOpenSituationAffordanceType(StrEnum):
    OPENSITUATION = "OpenSituation"

    def __str__(self) -> str:
        return str(self.value)
