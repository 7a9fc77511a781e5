from enum import StrEnum

class VoyagesRollSituationType(StrEnum):
    ROLLSITUATION = "RollSituation"

    def __str__(self) -> str:
        return str(self.value)
