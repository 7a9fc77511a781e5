from enum import StrEnum

class VoyagesRollEnvironmentAffordanceType(StrEnum):
    ROLLENVIRONMENT = "RollEnvironment"

    def __str__(self) -> str:
        return str(self.value)
