from enum import StrEnum

class EspriCallResultDeterminedResult(StrEnum):
    BITTER_SUCCESS = "bitter_success"
    CRITICAL_FAILURE = "critical_failure"
    CRITICAL_SUCCESS = "critical_success"
    FAILURE = "failure"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
