from enum import StrEnum

class LocquemareEndScenarioType(StrEnum):
    ENDSCENARIO = "EndScenario"

    def __str__(self) -> str:
        return str(self.value)
