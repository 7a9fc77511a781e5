from enum import StrEnum

class VoyagesChooseApproachAffordanceType(StrEnum):
    CHOOSEAPPROACH = "ChooseApproach"

    def __str__(self) -> str:
        return str(self.value)
