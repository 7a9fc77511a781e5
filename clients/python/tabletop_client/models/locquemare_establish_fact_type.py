from enum import StrEnum

class LocquemareEstablishFactType(StrEnum):
    ESTABLISHFACT = "EstablishFact"

    def __str__(self) -> str:
        return str(self.value)
