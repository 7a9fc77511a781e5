from enum import StrEnum

class LocquemareViewPhase(StrEnum):
    BETWEEN_ACTS = "between_acts"
    BETWEEN_SCENARIOS = "between_scenarios"
    IN_ACT = "in_act"
    IN_SCENE = "in_scene"
    SETUP = "setup"

    def __str__(self) -> str:
        return str(self.value)
