from enum import StrEnum

class XyropChangeSessionRosterType(StrEnum):
    CHANGESESSIONROSTER = "ChangeSessionRoster"

    def __str__(self) -> str:
        return str(self.value)
