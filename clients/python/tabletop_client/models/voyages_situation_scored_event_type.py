from enum import StrEnum

class VoyagesSituationScoredEventType(StrEnum):
    SITUATIONSCORED = "SituationScored"

    def __str__(self) -> str:
        return str(self.value)
