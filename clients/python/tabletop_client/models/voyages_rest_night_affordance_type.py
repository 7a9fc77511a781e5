from enum import StrEnum

class VoyagesRestNightAffordanceType(StrEnum):
    RESTNIGHT = "RestNight"

    def __str__(self) -> str:
        return str(self.value)
