from enum import StrEnum

class LocquemareEndScenarioAffordanceType(StrEnum):
    ENDSCENARIO = "EndScenario"

    def __str__(self) -> str:
        return str(self.value)
