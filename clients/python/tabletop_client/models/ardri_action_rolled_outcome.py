from enum import StrEnum

class ArdriActionRolledOutcome(StrEnum):
    CRITICAL_FAILURE = "critical_failure"
    CRITICAL_SUCCESS = "critical_success"
    FAILURE = "failure"
    HOLY_TRINITY = "holy_trinity"
    OMA = "oma"
    SUCCESS = "success"

    def __str__(self) -> str:
        return str(self.value)
