from enum import StrEnum

class VoyagesChangeAdjectiveValueType(StrEnum):
    CHANGEADJECTIVEVALUE = "ChangeAdjectiveValue"

    def __str__(self) -> str:
        return str(self.value)
