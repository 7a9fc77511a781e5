from enum import StrEnum

class VoyagesAddAdjectiveAffordanceType(StrEnum):
    ADDADJECTIVE = "AddAdjective"

    def __str__(self) -> str:
        return str(self.value)
