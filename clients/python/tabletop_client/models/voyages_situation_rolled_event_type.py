from enum import StrEnum

class VoyagesSituationRolledEventType(StrEnum):
    SITUATIONROLLED = "SituationRolled"

    def __str__(self) -> str:
        return str(self.value)
