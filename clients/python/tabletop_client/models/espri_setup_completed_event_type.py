from enum import StrEnum

class EspriSetupCompletedEventType(StrEnum):
    SETUPCOMPLETED = "SetupCompleted"

    def __str__(self) -> str:
        return str(self.value)
