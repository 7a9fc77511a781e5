from enum import StrEnum

class VoyagesJoinConflictAffordanceChoicesGroupModeItemValue(StrEnum):
    AVERAGE = "average"
    SUM = "sum"

    def __str__(self) -> str:
        return str(self.value)
