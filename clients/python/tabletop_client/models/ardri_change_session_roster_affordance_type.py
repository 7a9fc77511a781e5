from enum import StrEnum

class ArdriChangeSessionRosterAffordanceType(StrEnum):
    CHANGESESSIONROSTER = "ChangeSessionRoster"

    def __str__(self) -> str:
        return str(self.value)
