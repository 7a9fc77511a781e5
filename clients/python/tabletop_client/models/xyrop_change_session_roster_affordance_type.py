from enum import StrEnum

class XyropChangeSessionRosterAffordanceType(StrEnum):
    CHANGESESSIONROSTER = "ChangeSessionRoster"

    def __str__(self) -> str:
        return str(self.value)
