from enum import StrEnum

class VoyagesRiskTakenEventType(StrEnum):
    RISKTAKEN = "RiskTaken"

    def __str__(self) -> str:
        return str(self.value)
