from enum import StrEnum

class ArdriGiveSurplusSuccessAffordanceType(StrEnum):
    GIVESURPLUSSUCCESS = "GiveSurplusSuccess"

    def __str__(self) -> str:
        return str(self.value)
