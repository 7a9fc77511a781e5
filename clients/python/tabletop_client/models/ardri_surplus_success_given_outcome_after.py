from enum import StrEnum

class ArdriSurplusSuccessGivenOutcomeAfter(StrEnum):
    FAILURE = "failure"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
