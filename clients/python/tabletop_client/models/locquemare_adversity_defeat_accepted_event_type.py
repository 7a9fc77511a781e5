from enum import StrEnum

class LocquemareAdversityDefeatAcceptedEventType(StrEnum):
    ADVERSITYDEFEATACCEPTED = "AdversityDefeatAccepted"

    def __str__(self) -> str:
        return str(self.value)
