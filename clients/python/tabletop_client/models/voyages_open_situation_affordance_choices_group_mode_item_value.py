from enum import StrEnum

class VoyagesOpenSituationAffordanceChoicesGroupModeItemValue(StrEnum):
    AVERAGE = "average"
    SOLO = "solo"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
