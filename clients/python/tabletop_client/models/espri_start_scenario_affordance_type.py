from enum import StrEnum

class EspriStartScenarioAffordanceType(StrEnum):
    STARTSCENARIO = "StartScenario"

    def __str__(self) -> str:
        return str(self.value)
