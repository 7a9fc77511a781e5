from enum import StrEnum

class VoyagesStakeReturnedStatus(StrEnum):
    PRICED = "priced"

    def __str__(self) -> str:
        return str(self.value)
