from enum import StrEnum

class EspriCompleteSetupType(StrEnum):
    COMPLETESETUP = "CompleteSetup"

    def __str__(self) -> str:
        return str(self.value)
