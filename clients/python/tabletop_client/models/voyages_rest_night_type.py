from enum import StrEnum

class VoyagesRestNightType(StrEnum):
    RESTNIGHT = "RestNight"

    def __str__(self) -> str:
        return str(self.value)
