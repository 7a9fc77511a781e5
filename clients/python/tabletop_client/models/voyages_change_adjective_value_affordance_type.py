from enum import StrEnum

class VoyagesChangeAdjectiveValueAffordanceType(StrEnum):
    CHANGEADJECTIVEVALUE = "ChangeAdjectiveValue"

    def __str__(self) -> str:
        return str(self.value)
