from enum import StrEnum

class ArdriSurplusSuccessGivenEventType(StrEnum):
    SURPLUSSUCCESSGIVEN = "SurplusSuccessGiven"

    def __str__(self) -> str:
        return str(self.value)
