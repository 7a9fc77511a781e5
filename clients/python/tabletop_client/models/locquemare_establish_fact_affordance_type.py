from enum import StrEnum

class LocquemareEstablishFactAffordanceType(StrEnum):
    ESTABLISHFACT = "EstablishFact"

    def __str__(self) -> str:
        return str(self.value)
