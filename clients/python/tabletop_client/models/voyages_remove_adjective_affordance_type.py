from enum import StrEnum

class VoyagesRemoveAdjectiveAffordanceType(StrEnum):
    REMOVEADJECTIVE = "RemoveAdjective"

    def __str__(self) -> str:
        return str(self.value)
