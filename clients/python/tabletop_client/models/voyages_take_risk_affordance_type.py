from enum import StrEnum

class VoyagesTakeRiskAffordanceType(StrEnum):
    TAKERISK = "TakeRisk"

    def __str__(self) -> str:
        return str(self.value)
