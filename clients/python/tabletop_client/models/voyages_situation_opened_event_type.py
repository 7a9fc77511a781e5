from enum import StrEnum

class VoyagesSituationOpenedEventType(StrEnum):
    SITUATIONOPENED = "SituationOpened"

    def __str__(self) -> str:
        return str(self.value)
