from enum import StrEnum

class XyropSituationCreatedEventType(StrEnum):
    SITUATIONCREATED = "SituationCreated"

    def __str__(self) -> str:
        return str(self.value)
