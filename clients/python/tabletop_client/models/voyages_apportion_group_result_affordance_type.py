from enum import StrEnum

class VoyagesApportionGroupResultAffordanceType(StrEnum):
    APPORTIONGROUPRESULT = "ApportionGroupResult"

    def __str__(self) -> str:
        return str(self.value)
