from enum import StrEnum

class LocquemareStartScenarioType(StrEnum):
    STARTSCENARIO = "StartScenario"

    def __str__(self) -> str:
        return str(self.value)
