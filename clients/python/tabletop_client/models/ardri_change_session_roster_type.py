from enum import StrEnum

class ArdriChangeSessionRosterType(StrEnum):
    CHANGESESSIONROSTER = "ChangeSessionRoster"

    def __str__(self) -> str:
        return str(self.value)
