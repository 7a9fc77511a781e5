from enum import StrEnum

class VoyagesApportionGroupResultType(StrEnum):
    APPORTIONGROUPRESULT = "ApportionGroupResult"

    def __str__(self) -> str:
        return str(self.value)
