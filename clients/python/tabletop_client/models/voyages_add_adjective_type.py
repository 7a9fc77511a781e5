from enum import StrEnum

class VoyagesAddAdjectiveType(StrEnum):
    ADDADJECTIVE = "AddAdjective"

    def __str__(self) -> str:
        return str(self.value)
