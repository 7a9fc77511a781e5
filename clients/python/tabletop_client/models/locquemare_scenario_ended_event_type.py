from enum import StrEnum

class LocquemareScenarioEndedEventType(StrEnum):
    SCENARIOENDED = "ScenarioEnded"

    def __str__(self) -> str:
        return str(self.value)
