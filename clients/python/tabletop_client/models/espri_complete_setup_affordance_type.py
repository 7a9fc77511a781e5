from enum import StrEnum

class EspriCompleteSetupAffordanceType(StrEnum):
    COMPLETESETUP = "CompleteSetup"

    def __str__(self) -> str:
        return str(self.value)
