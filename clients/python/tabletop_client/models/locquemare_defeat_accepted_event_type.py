from enum import StrEnum

class LocquemareDefeatAcceptedEventType(StrEnum):
    DEFEATACCEPTED = "DefeatAccepted"

    def __str__(self) -> str:
        return str(self.value)
