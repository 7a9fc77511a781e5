from enum import StrEnum

class VoyagesChooseApproachType(StrEnum):
    CHOOSEAPPROACH = "ChooseApproach"

    def __str__(self) -> str:
        return str(self.value)
