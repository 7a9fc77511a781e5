from enum import StrEnum

class LocquemareScenarioStartedEventType(StrEnum):
    SCENARIOSTARTED = "ScenarioStarted"

    def __str__(self) -> str:
        return str(self.value)
