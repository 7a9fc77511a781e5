from enum import StrEnum

class VoyagesTakeRiskType(StrEnum):
    TAKERISK = "TakeRisk"

    def __str__(self) -> str:
        return str(self.value)
