from enum import StrEnum

class LocquemareStartScenarioAffordanceType(StrEnum):
    STARTSCENARIO = "StartScenario"

    def __str__(self) -> str:
        return str(self.value)
