from enum import StrEnum

class VoyagesRemoveAdjectiveType(StrEnum):
    REMOVEADJECTIVE = "RemoveAdjective"

    def __str__(self) -> str:
        return str(self.value)
