from enum import StrEnum

class EspriStartScenarioType(StrEnum):
    STARTSCENARIO = "StartScenario"

    def __str__(self) -> str:
        return str(self.value)
