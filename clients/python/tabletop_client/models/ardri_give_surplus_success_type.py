from enum import StrEnum

class ArdriGiveSurplusSuccessType(StrEnum):
    GIVESURPLUSSUCCESS = "GiveSurplusSuccess"

    def __str__(self) -> str:
        return str(self.value)
