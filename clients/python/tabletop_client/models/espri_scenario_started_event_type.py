from enum import StrEnum

class EspriScenarioStartedEventType(StrEnum):
    SCENARIOSTARTED = "ScenarioStarted"

    def __str__(self) -> str:
        return str(self.value)
